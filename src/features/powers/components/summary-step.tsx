import type * as React from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import type { DraftResult } from '../api';
import { POWER_KINDS, type PowerKind } from '../power-kinds';
import type { PowerForm } from '../schemas';

interface SummaryStepProps {
  kind: PowerKind;
  values: PowerForm;
  names: Record<string, string>;
  step: 3 | 4;
  draft: DraftResult | null;
}

const dateOrIndefinite = (value: string) =>
  value ? formatDate(`${value}T12:00:00`) : 'Indefinida';

/** Steps 3 and 4: what the draft will say; then the draft and the way to its signature. */
export function SummaryStep({ kind, values, names, step, draft }: SummaryStepProps) {
  const general = kind === 'poder_general';
  const rows: [string, React.ReactNode][] = [
    ['Otorgante', names[values.otorgante_id] ?? '—'],
    [
      POWER_KINDS[kind].otherLabel,
      names[general ? values.apoderado_id : values.mandatario_id] ?? '—',
    ],
    general
      ? ['Objeto del poder', values.objeto_poder]
      : ['Materia del mandato', values.materia_mandato],
    ['Vigencia', dateOrIndefinite(general ? values.fecha_vencimiento : values.vigencia_hasta)],
  ];
  if (!general && values.alcance_especifico)
    rows.push(['Alcance específico', values.alcance_especifico]);
  if (!general && values.limitaciones) rows.push(['Limitaciones', values.limitaciones]);
  if (general && values.observaciones) rows.push(['Observaciones', values.observaciones]);

  return (
    <div className="grid gap-4">
      <dl className="grid gap-2 sm:grid-cols-[12rem_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-sm font-medium">{term}</dt>
            <dd className="text-sm">{value}</dd>
          </div>
        ))}
      </dl>
      {step === 3 ? (
        <p className="text-sm text-muted-foreground">
          Al continuar se crea el borrador del documento con estos datos.
        </p>
      ) : (
        <div className="grid gap-2 rounded-md border p-4 text-sm">
          <p className="font-medium">Borrador del documento creado.</p>
          {draft?.generacionId && !draft.generationError && (
            <p>También se generó el instrumento con la plantilla de la notaría.</p>
          )}
          <p>
            Para recabar las firmas, prepárelo en{' '}
            <Link
              to={paths.app.firmas.getHref()}
              className="font-medium underline underline-offset-4"
            >
              Firmas
            </Link>
            . “Finalizar” cierra el expediente.
          </p>
        </div>
      )}
    </div>
  );
}
