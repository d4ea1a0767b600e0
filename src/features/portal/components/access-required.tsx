import { LockIcon } from 'lucide-react';

/** What the portal shows without a valid link (specs §8: 'Acceso Requerido'). */
export function AccessRequired() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center">
      <LockIcon aria-hidden="true" className="size-10 text-muted-foreground" />
      <h1 className="text-2xl font-semibold">Acceso Requerido</h1>
      <p className="text-muted-foreground">
        Este portal se abre solo con el enlace que te envió tu notaría. Si tu enlace venció o fue
        revocado, pide uno nuevo a tu notaría.
      </p>
    </div>
  );
}
