import { ErrorState, ListSkeleton } from '@/components/feedback/list-state';
import { useCaseDocuments } from '../api';
import { DOCUMENT_MESSAGES } from '../schemas';
import { useLoadErrorToast } from '../use-load-error-toast';
import { DocumentsTable } from './documents-table';

/** A case's documents with their verification state and download (mounted by the case detail). */
export function CaseDocuments({ orgId, expedienteId }: { orgId: string; expedienteId: string }) {
  const documents = useCaseDocuments(orgId, expedienteId);
  useLoadErrorToast(documents.error, DOCUMENT_MESSAGES.loadFailed);
  if (documents.isPending) return <ListSkeleton rows={3} label="Cargando documentos" />;
  if (documents.isError) {
    return (
      <ErrorState title={DOCUMENT_MESSAGES.loadFailed} onRetry={() => void documents.refetch()} />
    );
  }
  if (documents.data.length === 0) {
    return <p className="text-sm text-muted-foreground">{DOCUMENT_MESSAGES.empty}</p>;
  }
  return (
    <DocumentsTable
      documents={documents.data}
      showExpediente={false}
      caption="Documentos del expediente"
    />
  );
}
