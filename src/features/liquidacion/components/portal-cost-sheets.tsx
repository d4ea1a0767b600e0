import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import { usePortalCostSheets } from '../api';
import { mxn } from './money';

/** The client portal's "Hoja de costos": what the office released for each case. */
export function PortalCostSheets({ token, clientId }: { token: string; clientId: string }) {
  const sheets = usePortalCostSheets(token, clientId);
  if (sheets.isPending || sheets.isError || !sheets.data || sheets.data.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">Hoja de costos</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        {sheets.data.map((s) => (
          <section key={s.expediente_id} className="grid gap-2" aria-label={`Costos de ${s.title}`}>
            <p className="text-sm text-muted-foreground">
              {s.title} · {s.folio} · versión {s.version} del {formatDate(s.released_at)}
            </p>
            <ul className="grid gap-1 text-sm">
              {s.lineas.map((l, i) => (
                <li key={`${l.concepto}-${i}`} className="flex justify-between gap-2">
                  <span>{l.concepto}</span>
                  <span className="font-mono tabular-nums">{mxn(l.importe)}</span>
                </li>
              ))}
            </ul>
            <p className="flex justify-between gap-2 border-t pt-2 font-semibold">
              <span>Total a pagar por quien compra</span>
              <span className="font-mono tabular-nums" data-testid="portal-total-comprador">
                {mxn(s.total_comprador)}
              </span>
            </p>
            {s.total_vendedor > 0 && (
              <p className="flex justify-between gap-2 text-sm text-muted-foreground">
                <span>ISR que el notario retiene a quien vende</span>
                <span className="font-mono tabular-nums">{mxn(s.total_vendedor)}</span>
              </p>
            )}
          </section>
        ))}
      </CardContent>
    </Card>
  );
}
