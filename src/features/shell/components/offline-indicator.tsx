import { WifiOff } from 'lucide-react';
import { useOnlineStatus } from '../use-online-status';

/** Shown while the browser has no connection; announced politely to screen readers. */
export function OfflineIndicator() {
  const online = useOnlineStatus();
  return (
    <div role="status" aria-live="polite">
      {!online && (
        <span className="inline-flex items-center gap-1.5 rounded-md border border-destructive/40 bg-destructive/10 px-2 py-1 text-xs font-medium text-destructive">
          <WifiOff aria-hidden="true" className="size-3.5" />
          Modo sin conexión
        </span>
      )}
    </div>
  );
}
