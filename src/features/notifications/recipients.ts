/** "a@b.mx, c@d.mx,," → ["a@b.mx", "c@d.mx"]: trimmed, blanks dropped, repeats kept once. */
export function splitRecipients(value: string): string[] {
  const byKey = new Map<string, string>();
  for (const part of value.split(',')) {
    const entry = part.trim();
    if (entry && !byKey.has(entry.toLowerCase())) byKey.set(entry.toLowerCase(), entry);
  }
  return [...byKey.values()];
}
