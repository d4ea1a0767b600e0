import { Send } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useResendInvitation } from '../api';
import { adminMessages } from '../labels';

/** "Reenviar invitación" on a pending seat: a fresh link when the first mail got lost or expired. */
export function ResendInvitationButton({ orgId, email }: { orgId: string; email: string }) {
  const resend = useResendInvitation(orgId);
  const onClick = () =>
    resend.mutate(email, {
      onSuccess: () =>
        toast.success(adminMessages.resendSent(email), {
          description: adminMessages.resendSentDescription,
        }),
      onError: (error) => toast.error(adminMessages.resendError, { description: error.message }),
    });
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={`Reenviar invitación a ${email}`}
      disabled={resend.isPending}
      onClick={onClick}
    >
      <Send aria-hidden="true" />
      {resend.isPending ? 'Reenviando…' : 'Reenviar invitación'}
    </Button>
  );
}
