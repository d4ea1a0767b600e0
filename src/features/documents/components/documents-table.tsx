import { DownloadIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { docTypeLabel } from '../doc-types';
import { formatFileSize } from '../format-size';
import type { DocumentRow } from '../types';
import { useOpenSignedUrl } from '../use-open-signed-url';
import { UploadStatusBadge } from './upload-status-badge';
import { VerifyIntegrity } from './verify-integrity';

function originalName(document: DocumentRow): string {
  const name = document.variables.original_name;
  return typeof name === 'string' && name ? name : document.title;
}

/** Title, type, case, status, size, created and a download link per document. */
export function DocumentsTable({
  documents,
  showExpediente = true,
  caption,
}: {
  documents: DocumentRow[];
  showExpediente?: boolean;
  caption: string;
}) {
  const download = useOpenSignedUrl();
  return (
    <Table>
      <caption className="sr-only">{caption}</caption>
      <TableHeader>
        <TableRow>
          <TableHead>Título</TableHead>
          <TableHead>Tipo</TableHead>
          {showExpediente && <TableHead>Expediente</TableHead>}
          <TableHead>Estado</TableHead>
          <TableHead>Tamaño</TableHead>
          <TableHead>Creado</TableHead>
          <TableHead>
            <span className="sr-only">Acciones</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {documents.map((document) => (
          <TableRow key={document.id} data-document-id={document.id}>
            <TableCell className="font-medium">
              {document.title}
              {document.checksum && (
                <span
                  className="block font-mono text-xs font-normal text-muted-foreground"
                  title={`SHA-256 ${document.checksum}`}
                >
                  SHA-256 {document.checksum.slice(0, 16)}…
                </span>
              )}
            </TableCell>
            <TableCell>{docTypeLabel(document.doc_type)}</TableCell>
            {showExpediente && (
              <TableCell>
                {document.expediente ? (
                  <Link
                    className="underline-offset-4 hover:underline"
                    to={paths.app.expediente.getHref(document.expediente.id)}
                  >
                    {document.expediente.folio}
                  </Link>
                ) : (
                  <span className="text-muted-foreground">Sin expediente</span>
                )}
              </TableCell>
            )}
            <TableCell>
              <UploadStatusBadge status={document.upload_status} error={document.upload_error} />
            </TableCell>
            <TableCell>{formatFileSize(document.file_size)}</TableCell>
            <TableCell>{formatDateTime(document.created_at)}</TableCell>
            <TableCell>
              <div className="grid justify-items-start gap-2">
                {document.storage_path && document.upload_status === 'verified' && (
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={download.isPending}
                    onClick={() => download.open(document.storage_path, originalName(document))}
                    aria-label={`Descargar ${document.title}`}
                  >
                    <DownloadIcon aria-hidden="true" />
                    Descargar
                  </Button>
                )}
                {/* A signed file is write-once: anyone may check it is still what was signed. */}
                {document.status === 'firmado' &&
                  document.storage_path &&
                  document.checksum &&
                  document.upload_status === 'verified' && (
                    <VerifyIntegrity
                      path={document.storage_path}
                      checksum={document.checksum}
                      title={document.title}
                    />
                  )}
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
