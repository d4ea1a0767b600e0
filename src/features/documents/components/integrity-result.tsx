import { CircleAlertIcon, CircleCheckIcon } from 'lucide-react';
import type { IntegrityVerdict } from '../integrity-check';
import { DOCUMENT_MESSAGES } from '../schemas';

const short = (checksum: string) => `${checksum.slice(0, 8)}…${checksum.slice(-8)}`;

/** What a re-verification found: a match, a mismatch (an alert) or a failure to check. */
export function IntegrityResult({
  verdict,
  failed,
}: {
  verdict: IntegrityVerdict | undefined;
  failed: boolean;
}) {
  if (failed) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {DOCUMENT_MESSAGES.integrityFailed}
      </p>
    );
  }
  if (!verdict) return null;
  if (verdict.status === 'match') {
    return (
      <p
        role="status"
        className="flex items-start gap-2 text-sm text-emerald-700 dark:text-emerald-400"
      >
        <CircleCheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          {DOCUMENT_MESSAGES.integrityMatch}{' '}
          <code className="font-mono text-xs" title={verdict.actual}>
            SHA-256 {short(verdict.actual)}
          </code>
        </span>
      </p>
    );
  }
  return (
    <div
      role="alert"
      className="grid gap-1 rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm text-destructive"
    >
      <p className="flex items-start gap-2 font-medium">
        <CircleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {DOCUMENT_MESSAGES.integrityMismatch}
      </p>
      <p>
        Huella registrada:{' '}
        <code className="font-mono text-xs" title={verdict.expected}>
          {short(verdict.expected)}
        </code>
      </p>
      <p>
        Huella del archivo:{' '}
        <code className="font-mono text-xs" title={verdict.actual}>
          {short(verdict.actual)}
        </code>
      </p>
    </div>
  );
}
