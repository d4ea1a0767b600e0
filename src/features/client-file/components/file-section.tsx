import type * as React from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

interface FileSectionProps {
  title: string;
  /** The query behind the section: pending, failed (with a retry) or done. */
  state: { isPending: boolean; isError: boolean; refetch: () => unknown };
  loadingLabel: string;
  errorText: string;
  /** Said when the query returned nothing. */
  emptyText: string;
  isEmpty: boolean;
  children: React.ReactNode;
}

/** One card of the ficha with its loading, error and empty states. */
export function FileSection({
  title,
  state,
  loadingLabel,
  errorText,
  emptyText,
  isEmpty,
  children,
}: FileSectionProps) {
  const headingId = `ficha-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Card className="min-w-0" role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle>
          <h2 id={headingId} className="text-base">
            {title}
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="min-w-0">
        {state.isPending ? (
          <Skeleton className="h-20" role="status" aria-label={loadingLabel} />
        ) : state.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-destructive">
            {errorText}
            <Button variant="outline" size="sm" onClick={() => void state.refetch()}>
              Reintentar
            </Button>
          </div>
        ) : isEmpty ? (
          <p className="text-sm text-muted-foreground">{emptyText}</p>
        ) : (
          children
        )}
      </CardContent>
    </Card>
  );
}
