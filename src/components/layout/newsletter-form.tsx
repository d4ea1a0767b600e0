import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { APP_NAME } from '@/config/app';
import { showToast } from '@/lib/toast';

const NEWSLETTER_TOAST = {
  title: '¡Gracias por suscribirte!',
  description: `Te mantendremos informado sobre novedades de ${APP_NAME}.`,
} as const;

/**
 * The footer's newsletter box. The specs send it nowhere: a non-empty e-mail gets the thank-you
 * toast and the field clears. The browser's e-mail check (type="email", required) runs first.
 */
export function NewsletterForm() {
  const id = useId();
  const [email, setEmail] = useState('');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim()) return;
    showToast('success', NEWSLETTER_TOAST.title, { description: NEWSLETTER_TOAST.description });
    setEmail('');
  }

  return (
    <form onSubmit={handleSubmit} className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm text-muted-foreground">
        Recibe novedades sobre práctica notarial digital.
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          type="email"
          required
          autoComplete="email"
          placeholder="tu@notaria.mx"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit">Suscribirme</Button>
      </div>
    </form>
  );
}
