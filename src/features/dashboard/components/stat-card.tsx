import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useIsRouted } from '@/features/shell';
import { formatCount } from '../format-count';

export interface StatCardProps {
  title: string;
  icon: LucideIcon;
  count: number | undefined;
  isError: boolean;
  /** The card's screen; linked only once that screen is routed. */
  href: string;
  /** What the number counts, read after it ("12 clientes"). */
  unit: string;
  children?: ReactNode;
}

export function StatCard({
  title,
  icon: Icon,
  count,
  isError,
  href,
  unit,
  children,
}: StatCardProps) {
  const routed = useIsRouted(href);
  const id = `stat-${href.replace(/\W+/g, '-')}`;
  return (
    <Card aria-labelledby={id} role="region" className="gap-3 py-4">
      <div className="flex items-center justify-between px-4">
        <h2 id={id} className="text-sm font-medium text-muted-foreground">
          {routed ? (
            <Link to={href} className="hover:underline">
              {title}
            </Link>
          ) : (
            title
          )}
        </h2>
        <Icon aria-hidden="true" className="size-4 text-muted-foreground" />
      </div>
      <div className="px-4">
        {isError ? (
          <p className="text-sm text-destructive">Error al cargar datos</p>
        ) : count === undefined ? (
          <>
            <Skeleton className="h-8 w-16" />
            <span className="sr-only">Cargando</span>
          </>
        ) : (
          <p className="text-3xl font-semibold tabular-nums" data-testid={`count-${unit}`}>
            {formatCount(count)}
            <span className="sr-only"> {unit}</span>
          </p>
        )}
      </div>
      {children && <div className="px-4">{children}</div>}
    </Card>
  );
}
