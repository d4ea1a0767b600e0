import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import type { LiquidacionVersion } from '../api';
import { mxn } from './money';

/** Saved versions with who/when; owners and admins release one to the client. */
export function LiquidacionVersions({
  versions,
  canRelease,
  busy,
  onOpen,
  onDownload,
  onPdf,
  onRelease,
}: {
  versions: LiquidacionVersion[];
  canRelease: boolean;
  busy: boolean;
  onOpen: (v: LiquidacionVersion) => void;
  onDownload: (v: LiquidacionVersion) => void;
  onPdf: (v: LiquidacionVersion) => void;
  onRelease: (v: LiquidacionVersion, released: boolean) => void;
}) {
  if (versions.length === 0) {
    return <p className="text-sm text-muted-foreground">Aún no hay versiones guardadas.</p>;
  }
  return (
    <ol className="grid gap-2" aria-label="Versiones guardadas">
      {versions.map((v) => (
        <li
          key={v.id}
          className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-2"
          data-testid={`liquidacion-version-${v.version}`}
        >
          <div className="grid gap-0.5 text-sm">
            <span className="font-medium">
              Versión {v.version}{' '}
              {v.released_at ? (
                <Badge>Liberada al cliente</Badge>
              ) : (
                <Badge variant="outline">Borrador</Badge>
              )}
            </span>
            <span className="text-muted-foreground">
              {formatDateTime(v.created_at)} · comprador {mxn(v.result.totalComprador)} · ISR{' '}
              {mxn(v.result.totalVendedor)}
              {v.released_at ? ` · liberada ${formatDateTime(v.released_at)}` : ''}
            </span>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" size="sm" onClick={() => onOpen(v)}>
              Abrir
            </Button>
            <Button type="button" variant="outline" size="sm" onClick={() => onDownload(v)}>
              DeclaraNOT (CSV)
            </Button>
            <Button type="button" variant="outline" size="sm" onClick={() => onPdf(v)}>
              Hoja de costos (PDF)
            </Button>
            {canRelease && (
              <Button
                type="button"
                size="sm"
                variant={v.released_at ? 'ghost' : 'default'}
                disabled={busy}
                onClick={() => onRelease(v, !v.released_at)}
              >
                {v.released_at ? 'Retirar' : 'Liberar al cliente'}
              </Button>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
