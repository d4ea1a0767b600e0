/** The client-data export file: what it must hold and how it is named. */
import { z } from 'zod';
import { mxToday } from './arco';

export const EXPORT_DISCLAIMER = 'Exportación de datos personales según LFPDPPP y GDPR';

const rows = z.array(z.record(z.string(), z.unknown()));

/** The document export_client_data returns (000 §7): checked before anything is downloaded. */
export const clientExportSchema = z.object({
  export_date: z.string().min(1),
  client_data: z
    .object({
      id: z.string(),
      name: z.string(),
      expedientes: rows,
      documents: rows,
      consent_logs: rows,
      arco_requests: rows,
    })
    .loose(),
  disclaimer: z.literal(EXPORT_DISCLAIMER),
});

export type ClientExport = z.infer<typeof clientExportSchema>;

/** Parses the RPC's answer; throws when a part is missing, so no incomplete file is handed over. */
export function buildClientExport(raw: unknown): ClientExport {
  return clientExportSchema.parse(raw);
}

/** "Ana María Núñez" → "ana-maria-nunez": safe in every file system, still readable. */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'cliente';
}

/** e.g. "datos-ana-maria-nunez-2026-11-21.json": the export's day on the office's calendar. */
export function exportFileName(clientName: string, exportDate: string): string {
  const when = new Date(exportDate);
  const day = Number.isNaN(when.getTime()) ? mxToday() : mxToday(when);
  return `datos-${slugify(clientName)}-${day}.json`;
}

export function serializeExport(doc: ClientExport): string {
  return `${JSON.stringify(doc, null, 2)}\n`;
}
