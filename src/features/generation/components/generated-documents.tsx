import { DownloadIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatFileSize, useOpenSignedUrl } from '@/features/documents';
import { formatDateTime } from '@/lib/format';
import { GENERATION_MESSAGES } from '../schemas';
import type { DocumentoGenerado } from '../types';

function fileName(document: DocumentoGenerado, ext: 'pdf' | 'docx'): string {
  return `${document.titulo} v${document.version}.${ext}`.replace(/[\\/:*?"<>|]/g, '-');
}

/** documentos_generados of the case, each with its PDF and DOCX behind signed links. */
export function GeneratedDocuments({ documents }: { documents: DocumentoGenerado[] }) {
  const link = useOpenSignedUrl();
  if (documents.length === 0) {
    return <p className="text-sm text-muted-foreground">{GENERATION_MESSAGES.emptyOutputs}</p>;
  }
  return (
    <ul className="grid gap-2" aria-label="Documentos generados">
      {documents.map((document) => (
        <li
          key={document.id}
          className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-3 text-sm"
        >
          <div>
            <p className="font-medium">
              {document.titulo} · versión {document.version}
            </p>
            <p className="text-muted-foreground">
              {formatFileSize(document.size_bytes)} · {formatDateTime(document.created_at)}
              {document.sha256 && (
                <span className="font-mono"> · SHA-256 {document.sha256.slice(0, 16)}…</span>
              )}
            </p>
          </div>
          <div className="flex gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={!document.path_pdf || link.isPending}
              onClick={() => link.open(document.path_pdf, fileName(document, 'pdf'))}
              aria-label={`Descargar PDF de ${document.titulo} versión ${document.version}`}
            >
              <DownloadIcon aria-hidden="true" />
              PDF
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={!document.path_docx || link.isPending}
              onClick={() => link.open(document.path_docx, fileName(document, 'docx'))}
              aria-label={`Descargar DOCX de ${document.titulo} versión ${document.version}`}
            >
              <DownloadIcon aria-hidden="true" />
              DOCX
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
