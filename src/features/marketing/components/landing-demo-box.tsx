import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useSendContactMessage } from '../api';
import { contactErrorDescription } from '../lib/contact-errors';
import { submitThrottle } from '../lib/throttle';
import { LANDING_BOX_TOASTS, LANDING_LEAD } from '../messages';

const THROTTLE_KEY = 'landing-demo-box';

/** The landing page's bottom box: an e-mail saved as a lead in contact_messages (specs §2, §7). */
export function LandingDemoBox() {
  const id = useId();
  const [email, setEmail] = useState('');
  const send = useSendContactMessage();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending) return;
    // The schema (and zod) load with the first submit, not with the landing page.
    const { landingEmailSchema } = await import('../schemas');
    const parsed = landingEmailSchema.safeParse(email);
    if (!parsed.success) {
      toast.error(LANDING_BOX_TOASTS.invalidTitle, {
        description: parsed.error.issues[0]?.message,
      });
      return;
    }
    if (submitThrottle.remainingMs(THROTTLE_KEY) > 0) {
      toast.warning(LANDING_BOX_TOASTS.throttled.title, {
        description: LANDING_BOX_TOASTS.throttled.description,
      });
      return;
    }
    send.mutate(
      { name: LANDING_LEAD.name, email: parsed.data, phone: null, message: LANDING_LEAD.message },
      {
        onSuccess: () => {
          submitThrottle.markSent(THROTTLE_KEY);
          toast.success(LANDING_BOX_TOASTS.success.title, {
            description: LANDING_BOX_TOASTS.success.description,
          });
          setEmail('');
        },
        onError: (error) => {
          console.error('No se pudo guardar la solicitud de demo', error);
          toast.error(LANDING_BOX_TOASTS.failure.title, {
            description: contactErrorDescription(error, LANDING_BOX_TOASTS.failure.description),
          });
        },
      },
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
      className="mx-auto flex w-full max-w-md flex-col gap-3 sm:flex-row"
    >
      <label htmlFor={id} className="sr-only">
        Correo electrónico
      </label>
      <Input
        id={id}
        type="email"
        autoComplete="email"
        placeholder="tu@notaria.mx"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        className="h-11 bg-background text-foreground"
      />
      <Button
        type="submit"
        size="lg"
        variant="secondary"
        className="h-11"
        disabled={send.isPending}
      >
        {send.isPending ? 'Enviando...' : 'Solicitar demo'}
      </Button>
    </form>
  );
}
