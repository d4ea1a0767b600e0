/** "Ana López, Luis Pérez ,," → ["Ana López", "Luis Pérez"]: trimmed, blanks and repeats dropped. */
export function splitNames(value: string): string[] {
  const byKey = new Map<string, string>();
  for (const part of value.split(',')) {
    const name = part.trim().replace(/\s+/g, ' ');
    if (name && !byKey.has(name.toLocaleLowerCase('es')))
      byKey.set(name.toLocaleLowerCase('es'), name);
  }
  return [...byKey.values()];
}
