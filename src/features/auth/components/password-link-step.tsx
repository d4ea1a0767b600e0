import { Skeleton } from '@/components/ui/skeleton';
import { useLinkSession } from '../api';
import type { LinkMode } from '../lib/link-mode';
import { LINK_STEP } from '../messages';
import { NewPasswordForm } from './new-password-form';
import { ResetRequestForm } from './reset-request-form';

/**
 * What /auth shows after an e-mailed link: the password form for the account the link signed
 * in, or, when the link was invalid or expired, a way to get a fresh one by e-mail (a recovery
 * link also works for an invitee who never set a password).
 */
export function PasswordLinkStep({ mode, onDone }: { mode: LinkMode; onDone: () => void }) {
  const session = useLinkSession(true);
  if (session.isPending) {
    return (
      <div role="status" className="flex flex-col gap-3">
        <span className="sr-only">Cargando...</span>
        <Skeleton className="h-9 w-full" />
        <Skeleton className="h-9 w-full" />
      </div>
    );
  }
  if (session.isError || !session.data) {
    return (
      <div className="flex flex-col gap-4">
        <p role="alert" className="text-sm text-destructive">
          {LINK_STEP[mode].invalidLink}
        </p>
        <ResetRequestForm />
      </div>
    );
  }
  return (
    <NewPasswordForm email={session.data.email} saved={LINK_STEP[mode].saved} onUpdated={onDone} />
  );
}
