import { DocumentUploadWidget, UploadStatusBadge, type DocumentRow } from '@/features/documents';
import { REQUIRED_IDS } from '../steps';

/** Step 2: the buyer's and the seller's identification, both required, verified by on-upload. */
export function DocumentsStep({
  orgId,
  expedienteId,
  documents,
}: {
  orgId: string;
  expedienteId: string;
  documents: DocumentRow[];
}) {
  return (
    <div className="grid gap-6">
      {REQUIRED_IDS.map(({ docType, label }) => {
        // documents arrive newest first: the first match is the current upload.
        const current = documents.find((document) => document.doc_type === docType);
        return (
          <div key={docType} className="grid gap-2">
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <span className="font-medium">{label}:</span>
              {current ? (
                <>
                  <span>{current.title}</span>
                  <UploadStatusBadge status={current.upload_status} error={current.upload_error} />
                </>
              ) : (
                <span className="text-muted-foreground">sin subir</span>
              )}
            </p>
            <DocumentUploadWidget
              orgId={orgId}
              expedienteId={expedienteId}
              docType={docType}
              idPrefix={docType}
              heading={label}
            />
          </div>
        );
      })}
    </div>
  );
}
