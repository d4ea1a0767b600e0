import { CaseDocuments, DocumentUploadWidget } from '@/features/documents';
import { GenerationPanel } from '@/features/generation';

/**
 * The case's documents: upload bound to this case, the verified list with downloads, and for a
 * compraventa the deed generation panel.
 */
export function DocumentosPanel({
  orgId,
  expedienteId,
  tipo,
}: {
  orgId: string;
  expedienteId: string;
  tipo: string;
}) {
  return (
    <div className="grid grid-cols-1 gap-6">
      <DocumentUploadWidget orgId={orgId} expedienteId={expedienteId} idPrefix="case-upload" />
      <CaseDocuments orgId={orgId} expedienteId={expedienteId} />
      {tipo === 'compraventa' && <GenerationPanel orgId={orgId} expedienteId={expedienteId} />}
    </div>
  );
}
