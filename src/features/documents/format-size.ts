const KB = 1024;

const decimal = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 1 });

/** File sizes as the library shows them (001 §9): KB below 1,024 KB, else MB. */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '—';
  const kilobytes = bytes / KB;
  if (kilobytes < KB) return `${decimal.format(kilobytes)} KB`;
  return `${decimal.format(kilobytes / KB)} MB`;
}
