import { DocumentsTable, useDocumentsOfCases } from '@/features/documents';
import type { useClientCases } from '../api';
import { FileSection } from './file-section';

/** The documents of all the client's cases, with the case each belongs to. */
export function ClientDocuments({
  orgId,
  cases,
}: {
  orgId: string;
  cases: ReturnType<typeof useClientCases>;
}) {
  const documents = useDocumentsOfCases(orgId, cases.data?.map((c) => c.id) ?? []);
  // Until the cases are known there is nothing to ask for: loading, not empty.
  const state = {
    isPending: cases.isPending || documents.isPending,
    isError: cases.isError || documents.isError,
    refetch: () => (cases.isError ? cases.refetch() : documents.refetch()),
  };
  return (
    <FileSection
      title="Documentos"
      state={state}
      loadingLabel="Cargando documentos del cliente"
      errorText="No se pudieron cargar los documentos del cliente."
      emptyText="Los expedientes de este cliente aún no tienen documentos."
      isEmpty={documents.data?.length === 0}
    >
      <DocumentsTable documents={documents.data ?? []} caption="Documentos del cliente" />
    </FileSection>
  );
}
