// A fetch that connects from a chosen loopback address (any of 127.0.0.0/8 on Linux), so a
// test can stand in for callers on different machines: the gateway sees each as its own peer,
// exactly as a proxy sees clients. Forged forwarding headers no longer tell callers apart.
import { randomInt } from 'node:crypto';
import http from 'node:http';

/** A random loopback address other than 127.0.0.1 (where every other test connects from). */
export function randomLoopbackAddress(): string {
  return `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/** `fetch` for plain-HTTP URLs, sending every request from `localAddress`. */
export function fetchFrom(localAddress: string): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const url = new URL(request.url);
    return new Promise<Response>((resolve, reject) => {
      const outgoing = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: `${url.pathname}${url.search}`,
          method: request.method,
          headers: Object.fromEntries(request.headers),
          localAddress,
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('error', reject);
          incoming.on('end', () => {
            const headers = new Headers();
            for (const [name, value] of Object.entries(incoming.headers)) {
              for (const one of [value ?? []].flat()) headers.append(name, one);
            }
            const status = incoming.statusCode ?? 502;
            const empty = request.method === 'HEAD' || [204, 205, 304].includes(status);
            resolve(
              new Response(empty ? null : Buffer.concat(chunks), {
                status,
                statusText: incoming.statusMessage,
                headers,
              }),
            );
          });
        },
      );
      outgoing.on('error', reject);
      request.signal.addEventListener('abort', () => outgoing.destroy(request.signal.reason));
      outgoing.end(body);
    });
  };
}
