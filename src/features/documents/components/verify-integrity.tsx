import { ShieldCheckIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useVerifyIntegrity } from '../api';
import { DOCUMENT_MESSAGES } from '../schemas';
import { IntegrityResult } from './integrity-result';

/** "Verificar integridad": downloads the file and compares it with its recorded SHA-256. */
export function VerifyIntegrity({
  path,
  checksum,
  title,
}: {
  path: string;
  checksum: string;
  title: string;
}) {
  const verify = useVerifyIntegrity();
  return (
    <div className="grid max-w-sm justify-items-start gap-2">
      <Button
        variant="outline"
        size="sm"
        disabled={verify.isPending}
        onClick={() => verify.mutate({ path, checksum })}
        aria-label={`${DOCUMENT_MESSAGES.verifyIntegrity} de ${title}`}
      >
        <ShieldCheckIcon aria-hidden="true" />
        {verify.isPending
          ? DOCUMENT_MESSAGES.verifyingIntegrity
          : DOCUMENT_MESSAGES.verifyIntegrity}
      </Button>
      <div aria-live="polite">
        <IntegrityResult verdict={verify.data} failed={verify.isError} />
      </div>
    </div>
  );
}
