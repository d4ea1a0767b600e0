import type * as React from 'react';
import { TabsList } from '@/components/ui/tabs';
import { cn } from '@/lib/utils';

/**
 * A tab list that never widens its page nor wraps under the panel: on a narrow screen (a
 * phone) the tabs keep one row that scrolls sideways, so every tab stays reachable.
 */
export function ScrollableTabsList({ className, ...props }: React.ComponentProps<typeof TabsList>) {
  return (
    <TabsList
      className={cn(
        'h-auto max-w-full justify-start overflow-x-auto overscroll-x-contain [&>[data-slot=tabs-trigger]]:flex-none',
        className,
      )}
      {...props}
    />
  );
}
