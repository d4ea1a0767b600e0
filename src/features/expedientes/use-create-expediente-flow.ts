import { toast } from 'sonner';
import { FolioError, useCreateExpediente, type NewExpediente } from './api';
import { EXPEDIENTE_MESSAGES } from './schemas';
import type { ExpedienteListItem } from './types';

/**
 * Creates a case and tells the user how it went: the folio on success, "Error al generar
 * folio" when the series failed, "Error al crear expediente" otherwise. Resolves to the case,
 * or null on failure (what was typed stays in the form).
 */
export function useCreateExpedienteFlow(orgId: string) {
  const create = useCreateExpediente(orgId);
  const run = async (input: NewExpediente): Promise<ExpedienteListItem | null> => {
    try {
      const expediente = await create.mutateAsync(input);
      toast.success(EXPEDIENTE_MESSAGES.created, { description: `Folio: ${expediente.folio}` });
      return expediente;
    } catch (error) {
      const description = error instanceof Error ? error.message : undefined;
      toast.error(
        error instanceof FolioError
          ? EXPEDIENTE_MESSAGES.folioFailed
          : EXPEDIENTE_MESSAGES.createFailed,
        { description },
      );
      return null;
    }
  };
  return { run, isPending: create.isPending };
}
