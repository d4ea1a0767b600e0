import { Skeleton } from '@/components/ui/skeleton';

/** Shown while a lazily loaded page's code arrives. */
export function PageFallback() {
  return (
    <div role="status" className="mx-auto flex w-full max-w-3xl flex-col gap-4 p-6">
      <span className="sr-only">Cargando...</span>
      <Skeleton className="h-8 w-1/2" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
    </div>
  );
}
