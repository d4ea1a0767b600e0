import { z } from 'zod';

/** The client_portal RPC's answer (see supabase/migrations/…_notifications_portal.sql). */
export const portalDataSchema = z.object({
  client: z.object({ id: z.string(), name: z.string() }),
  expedientes: z.array(
    z.object({
      id: z.string(),
      folio: z.string().nullable(),
      title: z.string(),
      tipo: z.string(),
      status: z.string(),
      created_at: z.string(),
      tareas: z.array(z.object({ titulo: z.string(), estado: z.string() })),
      flujos: z.array(
        z.object({
          nombre: z.string(),
          paso_actual: z.number(),
          pasos: z.array(
            z.object({
              paso: z.number().optional(),
              nombre: z.string(),
              descripcion: z.string().nullish(),
              completado: z.boolean().optional(),
            }),
          ),
        }),
      ),
    }),
  ),
  documentos_firmados: z.array(
    z.object({ expediente_id: z.string().nullable(), title: z.string(), created_at: z.string() }),
  ),
});

export type PortalData = z.infer<typeof portalDataSchema>;
export type PortalExpediente = PortalData['expedientes'][number];

export interface PortalLink {
  id: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}
