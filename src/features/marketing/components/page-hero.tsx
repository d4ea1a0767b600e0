import type { ReactNode } from 'react';

/** The heading band at the top of every inner public page. */
export function PageHero({
  eyebrow,
  title,
  children,
}: {
  eyebrow: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby="page-title" className="border-b bg-muted/40">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
        <h1 id="page-title" className="mt-2 text-4xl font-bold tracking-tight text-balance">
          {title}
        </h1>
        {children && (
          <div className="mt-4 text-lg text-pretty text-muted-foreground">{children}</div>
        )}
      </div>
    </section>
  );
}
