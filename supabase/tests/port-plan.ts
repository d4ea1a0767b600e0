// Where the isolated test stacks listen. Linux hands out ephemeral ports (32768–60999 by
// default, /proc/sys/net/ipv4/ip_local_port_range) to anything that listens on port 0, such as
// the stack's Deno workers, so a test stack inside that range can find its port already taken
// by a worker of another stack. The default base sits above it, and every port a suite uses
// (the stack's, the preview's and the persistence test's second stack) stays below 65536.

/** The default FEDATARIO_TEST_PORT_BASE: above Linux's default ephemeral range. */
export const defaultTestPortBase = 64000;
/** Offset of the persistence test's second stack from the first. */
export const secondStackOffset = 100;
/** The highest offset from the base any suite listens on (second stack's mail port). */
const highestOffset = secondStackOffset + 30;

export interface TestPorts {
  gateway: number;
  db: number;
  mail: number;
  preview: number;
}

export function testPortsFor(base: number): TestPorts {
  if (!Number.isInteger(base) || base < 1024 || base + highestOffset > 65535) {
    throw new Error(
      `FEDATARIO_TEST_PORT_BASE=${base} no es válido: debe ser un entero entre 1024 y ${65535 - highestOffset}.`,
    );
  }
  return { gateway: base + 21, db: base + 22, mail: base + 24, preview: base + 30 };
}

export function parsePortBase(value: string | undefined): number {
  if (value === undefined || value === '') return defaultTestPortBase;
  const base = Number(value);
  testPortsFor(base);
  return base;
}

/** Parses the contents of /proc/sys/net/ipv4/ip_local_port_range ("32768\t60999"). */
export function parseEphemeralRange(text: string): [number, number] | null {
  const [low, high] = text.trim().split(/\s+/).map(Number);
  return Number.isInteger(low) && Number.isInteger(high) ? [low!, high!] : null;
}

/** Whether any port from base to base + highestOffset can be handed out to a port-0 listener. */
export function overlapsEphemeral(base: number, range: [number, number]): boolean {
  return base <= range[1] && base + highestOffset >= range[0];
}
