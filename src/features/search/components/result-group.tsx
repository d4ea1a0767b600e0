import type { ReactNode } from 'react';

export interface ResultGroupProps {
  id: string;
  title: string;
  count: number | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  children: ReactNode;
}

/** One kind of result (clients, cases, documents) with its own loading, error and empty state. */
export function ResultGroup({
  id,
  title,
  count,
  isPending,
  isError,
  onRetry,
  children,
}: ResultGroupProps) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h2 id={id} className="flex items-center gap-2 text-lg font-medium">
        {title}
        {count !== undefined && (
          <span className="rounded-md bg-muted px-2 py-0.5 text-xs text-muted-foreground">
            {count}
          </span>
        )}
      </h2>
      {isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          Buscando...
        </p>
      ) : isError ? (
        <p role="alert" className="text-sm text-destructive">
          Error al cargar datos.{' '}
          <button type="button" className="underline" onClick={onRetry}>
            Reintentar
          </button>
        </p>
      ) : count === 0 ? (
        <p className="text-sm text-muted-foreground">Sin resultados.</p>
      ) : (
        <ul className="flex flex-col divide-y rounded-lg border">{children}</ul>
      )}
    </section>
  );
}
