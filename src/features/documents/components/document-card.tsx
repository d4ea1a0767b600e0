import { DownloadIcon, ExternalLinkIcon, FileTextIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import { docTypeLabel } from '../doc-types';
import { formatFileSize } from '../format-size';
import type { DocumentRow } from '../types';
import { useOpenSignedUrl } from '../use-open-signed-url';
import { UploadStatusBadge } from './upload-status-badge';

/** Screen 21's card: title, type, size, date, verification, and open/download buttons. */
export function DocumentCard({ document }: { document: DocumentRow }) {
  const link = useOpenSignedUrl();
  const available = Boolean(document.storage_path) && document.upload_status === 'verified';
  const name = document.variables.original_name;
  const fileName = typeof name === 'string' && name ? name : document.title;
  return (
    <Card data-document-id={document.id}>
      <CardHeader>
        <CardTitle className="flex items-start gap-2 text-base">
          <FileTextIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span className="break-words">{document.title}</span>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2 text-sm">
        <p className="text-muted-foreground">
          {docTypeLabel(document.doc_type)} · {formatFileSize(document.file_size)} ·{' '}
          {formatDate(document.created_at)}
        </p>
        <UploadStatusBadge status={document.upload_status} error={document.upload_error} />
      </CardContent>
      <CardFooter className="gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={!available || link.isPending}
          onClick={() => link.open(document.storage_path)}
          aria-label={`Abrir ${document.title}`}
        >
          <ExternalLinkIcon aria-hidden="true" />
          Abrir
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={!available || link.isPending}
          onClick={() => link.open(document.storage_path, fileName)}
          aria-label={`Descargar ${document.title}`}
        >
          <DownloadIcon aria-hidden="true" />
          Descargar
        </Button>
      </CardFooter>
    </Card>
  );
}
