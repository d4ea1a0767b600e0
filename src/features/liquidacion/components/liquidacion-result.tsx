import type { Linea, LiquidacionResultado } from '../calc';
import { mxn } from './money';

function Lineas({ title, lineas }: { title: string; lineas: readonly Linea[] }) {
  return (
    <section className="grid gap-2" aria-label={title}>
      <h3 className="text-base font-semibold">{title}</h3>
      <ol className="grid gap-1">
        {lineas.map((l) => (
          <li key={l.clave} className="rounded-md border px-3 py-2" data-clave={l.clave}>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="text-sm">{l.concepto}</span>
              <span className="font-mono text-sm tabular-nums">
                {l.importe !== undefined ? mxn(l.importe) : (l.valor ?? '')}
              </span>
            </div>
            <details className="mt-1 text-xs text-muted-foreground">
              <summary className="cursor-pointer select-none">¿Por qué?</summary>
              <p className="mt-1">{l.porQue}</p>
              <p className="mt-1 italic">Fundamento: {l.fundamento}</p>
            </details>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The result line by line, each with its legal basis behind a "¿Por qué?" expander. */
export function LiquidacionResult({ result }: { result: LiquidacionResultado }) {
  return (
    <div className="grid gap-6" data-testid="liquidacion-resultado">
      <dl className="grid gap-2 sm:grid-cols-2">
        <div className="rounded-md bg-muted p-3">
          <dt className="text-sm text-muted-foreground">Paga quien compra</dt>
          <dd className="font-mono text-lg font-semibold" data-testid="total-comprador">
            {mxn(result.totalComprador)}
          </dd>
        </div>
        <div className="rounded-md bg-muted p-3">
          <dt className="text-sm text-muted-foreground">ISR que se retiene a quien vende</dt>
          <dd className="font-mono text-lg font-semibold" data-testid="total-vendedor">
            {mxn(result.totalVendedor)}
          </dd>
        </div>
      </dl>
      {result.advertencias.length > 0 && (
        <ul role="note" className="rounded-md border border-amber-400 p-3 text-sm">
          {result.advertencias.map((a) => (
            <li key={a}>{a}</li>
          ))}
        </ul>
      )}
      {result.isr ? (
        <Lineas title="ISR por enajenación (quien vende)" lineas={result.isr.lineas} />
      ) : (
        <p className="text-sm text-muted-foreground">
          Sin ISR de persona física: quien vende no tributa en el Título IV de la LISR.
        </p>
      )}
      <Lineas
        title="Impuesto sobre adquisición de inmuebles (quien compra)"
        lineas={result.isai.lineas}
      />
      <Lineas title="Derechos, honorarios y otros gastos" lineas={result.costos.lineas} />
    </div>
  );
}
