const integer = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 0 });

/** A count in es-MX digits grouping: 20000 → "20,000". */
export function formatCount(count: number): string {
  return integer.format(count);
}
