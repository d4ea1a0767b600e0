import { CheckCircle2Icon, CircleIcon } from 'lucide-react';
import { DOCUMENTS_TARGET, WIZARD_STEPS, type WizardStep } from '../steps';

/** The wizard's side panel: steps done, documents out of 6 and generated documents. */
export function ProgressPanel({
  current,
  completed,
  documentsCount,
  generatedCount,
}: {
  current: WizardStep;
  completed: ReadonlySet<WizardStep>;
  documentsCount: number;
  generatedCount: number;
}) {
  return (
    <aside
      aria-labelledby="wizard-progress-heading"
      className="grid content-start gap-4 rounded-lg border p-4"
    >
      <h2 id="wizard-progress-heading" className="font-semibold">
        Progreso
      </h2>
      <ol className="grid gap-2 text-sm">
        {WIZARD_STEPS.map((step) => {
          const done = completed.has(step.id);
          return (
            <li
              key={step.id}
              className={
                step.id === current
                  ? 'flex items-center gap-2 font-medium'
                  : 'flex items-center gap-2'
              }
            >
              {done ? (
                <CheckCircle2Icon aria-hidden="true" className="size-4 text-primary" />
              ) : (
                <CircleIcon aria-hidden="true" className="size-4 text-muted-foreground" />
              )}
              <span>
                {step.nombre}
                <span className="sr-only">{done ? ' (completado)' : ' (pendiente)'}</span>
              </span>
            </li>
          );
        })}
      </ol>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <dt className="text-muted-foreground">Documentos</dt>
        <dd className="text-right font-medium" data-testid="documents-counter">
          {documentsCount}/{DOCUMENTS_TARGET}
        </dd>
        <dt className="text-muted-foreground">Generados</dt>
        <dd className="text-right font-medium" data-testid="generated-counter">
          {generatedCount}
        </dd>
      </dl>
    </aside>
  );
}
