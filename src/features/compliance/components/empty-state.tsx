/** The message a tab shows when it has nothing to list. */
export function EmptyState({ children }: { children: string }) {
  return (
    <p className="rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">
      {children}
    </p>
  );
}
