import * as ProgressPrimitive from '@radix-ui/react-progress';

/** The upload bar: a labelled progressbar with its percentage (no shared primitive exists). */
export function UploadProgress({ value, label }: { value: number; label: string }) {
  const rounded = Math.round(value);
  return (
    <div className="grid gap-1">
      <ProgressPrimitive.Root
        value={rounded}
        aria-label={label}
        className="relative h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <ProgressPrimitive.Indicator
          className="h-full bg-primary transition-transform"
          style={{ transform: `translateX(-${100 - rounded}%)` }}
        />
      </ProgressPrimitive.Root>
      <p className="text-xs text-muted-foreground" aria-hidden="true">
        {rounded}%
      </p>
    </div>
  );
}
