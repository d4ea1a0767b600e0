import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { formatDate } from '@/lib/format';
import { useExpedienteDocuments } from '../api';
import { EXPEDIENTE_MESSAGES } from '../schemas';

const STATUS_LABELS: Record<string, string> = {
  draft: 'Borrador',
  active: 'Activo',
  archived: 'Archivado',
  firmado: 'Firmado',
};

/** The case's documents. Uploading belongs to the documents feature (issue #6). */
export function DocumentosPanel({ orgId, expedienteId }: { orgId: string; expedienteId: string }) {
  const documents = useExpedienteDocuments(orgId, expedienteId);
  return (
    <div className="grid gap-4">
      {/* Slot for the documents feature's upload widget (issue #6), bound to this case. */}
      <div data-slot="expediente-document-upload" />
      {documents.isPending ? (
        <Skeleton className="h-24" />
      ) : documents.isError ? (
        <p role="alert" className="text-sm text-destructive">
          No se pudieron cargar los documentos
        </p>
      ) : documents.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{EXPEDIENTE_MESSAGES.emptyDocuments}</p>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Título</TableHead>
              <TableHead>Tipo</TableHead>
              <TableHead>Estado</TableHead>
              <TableHead>Creado</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {documents.data.map((document) => (
              <TableRow key={document.id}>
                <TableCell className="font-medium">{document.title}</TableCell>
                <TableCell>{document.doc_type}</TableCell>
                <TableCell>
                  <Badge variant="outline">
                    {STATUS_LABELS[document.status] ?? document.status}
                  </Badge>
                  {document.documento_status === 'para_firma' && (
                    <Badge variant="secondary" className="ml-1">
                      Para firma
                    </Badge>
                  )}
                </TableCell>
                <TableCell>{formatDate(document.created_at)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  );
}
