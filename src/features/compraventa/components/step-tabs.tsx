import { cn } from '@/lib/utils';
import { WIZARD_STEPS, type WizardStep } from '../steps';

/** Screen 11's clickable step tabs; the current one is marked for screen readers too. */
export function StepTabs({
  current,
  onSelect,
}: {
  current: WizardStep;
  onSelect: (step: WizardStep) => void;
}) {
  return (
    <nav aria-label="Pasos de la compraventa">
      <ol className="flex flex-wrap gap-2">
        {WIZARD_STEPS.map((step) => (
          <li key={step.id}>
            <button
              type="button"
              aria-current={step.id === current ? 'step' : undefined}
              onClick={() => onSelect(step.id)}
              className={cn(
                'rounded-md border px-3 py-1.5 text-sm transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
                step.id === current
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'bg-background hover:bg-accent',
              )}
            >
              {step.id}. {step.nombre}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
