import { Skeleton } from '@/components/ui/skeleton';
import { CaseDocuments } from '@/features/documents';
import {
  GeneratedDocuments,
  GENERATION_MESSAGES,
  useGeneratedDocuments,
} from '@/features/generation';

/** Step 5: everything the case holds, uploaded and generated. */
export function LibraryStep({ orgId, expedienteId }: { orgId: string; expedienteId: string }) {
  const generated = useGeneratedDocuments(orgId, expedienteId);
  return (
    <div className="grid gap-6">
      <section aria-labelledby="library-uploaded" className="grid gap-2">
        <h3 id="library-uploaded" className="font-medium">
          Documentos del expediente
        </h3>
        <CaseDocuments orgId={orgId} expedienteId={expedienteId} />
      </section>
      <section aria-labelledby="library-generated" className="grid gap-2">
        <h3 id="library-generated" className="font-medium">
          Documentos generados
        </h3>
        {generated.isPending ? (
          <Skeleton className="h-16" />
        ) : generated.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {GENERATION_MESSAGES.loadFailed}
          </p>
        ) : (
          <GeneratedDocuments documents={generated.data} />
        )}
      </section>
    </div>
  );
}
