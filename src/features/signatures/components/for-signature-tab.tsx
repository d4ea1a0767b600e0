import { Badge } from '@/components/ui/badge';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { EmptyState, ErrorState, ListSkeleton } from '@/components/feedback/list-state';
import { docTypeLabel } from '@/features/documents';
import { formatDate } from '@/lib/format';
import { useSignableDocuments } from '../api';
import { SIGNATURE_MESSAGES } from '../schemas';
import { useLoadErrorToast } from '../use-load-error-toast';

/** Documentos para Firma: documents marked para_firma and waiting for their signatures. */
export function ForSignatureTab({ orgId }: { orgId: string }) {
  const documents = useSignableDocuments(orgId);
  useLoadErrorToast(documents.error, SIGNATURE_MESSAGES.loadFailed);
  if (documents.isPending) return <ListSkeleton label="Cargando documentos para firma" />;
  if (documents.isError) {
    return (
      <ErrorState title={SIGNATURE_MESSAGES.loadFailed} onRetry={() => void documents.refetch()} />
    );
  }
  const forSignature = documents.data.filter((doc) => doc.documento_status === 'para_firma');
  if (forSignature.length === 0) return <EmptyState title={SIGNATURE_MESSAGES.emptyForSignature} />;
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Documento</TableHead>
          <TableHead>Expediente</TableHead>
          <TableHead>Tipo</TableHead>
          <TableHead>Estado</TableHead>
          <TableHead>Creado</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {forSignature.map((doc) => (
          <TableRow key={doc.id}>
            <TableCell className="font-medium">{doc.title}</TableCell>
            <TableCell>{doc.expediente ? doc.expediente.folio : '—'}</TableCell>
            <TableCell>{docTypeLabel(doc.doc_type)}</TableCell>
            <TableCell>
              <Badge variant="destructive">Para firma</Badge>
            </TableCell>
            <TableCell>{formatDate(doc.created_at)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
