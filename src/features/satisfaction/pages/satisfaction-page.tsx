import { useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { pageTitle } from '@/config/app';
import { searchWords } from '@/features/search';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useOrgId } from '@/features/session';
import { usePageTitle } from '@/hooks/use-page-title';
import { useCaseFeedback, useCaseOptions, useRateMilestone } from '../api';
import { MilestoneRating } from '../components/milestone-rating';
import { MILESTONES, type MilestoneId, latestScores } from '../milestones';

/** Satisfacción: rate three milestones of a case from 1 to 5. */
export function SatisfactionPage() {
  usePageTitle(pageTitle('Satisfacción'));
  const orgId = useOrgId();
  const [filter, setFilter] = useState('');
  const words = searchWords(useDebouncedValue(filter));
  const options = useCaseOptions(orgId, words);
  const [chosen, setChosen] = useState<string | null>(null);
  // The first case listed is rated unless the user picks another.
  const expedienteId = chosen ?? options.data?.[0]?.id ?? null;
  const feedback = useCaseFeedback(orgId, expedienteId);
  const rate = useRateMilestone(orgId);
  const selectId = useId();
  const filterId = useId();

  useEffect(() => {
    if (options.isError || feedback.isError)
      toast.error('Error al cargar datos', { id: 'satisfaccion-load' });
  }, [options.isError, feedback.isError]);

  const scores = latestScores(feedback.data ?? []);
  const chosenListed = options.data?.some((option) => option.id === expedienteId) ?? false;

  const onRate = (milestone: MilestoneId, score: number) => {
    if (!expedienteId) return;
    rate.mutate(
      { expedienteId, milestone, score },
      {
        onSuccess: () => toast.success('Gracias por tu feedback'),
        onError: (error) =>
          toast.error('Error', {
            description:
              error instanceof Error ? error.message : 'No se pudo guardar la calificación',
          }),
      },
    );
  };

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold">Satisfacción</h1>
        <p className="text-sm text-muted-foreground">
          Califica del 1 al 5 cada hito del expediente: entrega de la minuta, firma del contrato y
          cierre.
        </p>
      </div>

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          <Label htmlFor={filterId}>Buscar expediente</Label>
          <Input
            id={filterId}
            type="search"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            placeholder="Título o folio"
            autoComplete="off"
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={selectId}>Expediente</Label>
          <select
            id={selectId}
            value={expedienteId ?? ''}
            onChange={(event) => setChosen(event.target.value || null)}
            disabled={!options.data || options.data.length === 0}
            className="h-9 w-full min-w-0 rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50"
          >
            {options.data?.length === 0 && <option value="">Sin expedientes</option>}
            {/* Keeps the chosen case selectable while the list shows other matches. */}
            {expedienteId && !chosenListed && (
              <option value={expedienteId}>Expediente elegido</option>
            )}
            {options.data?.map((option) => (
              <option key={option.id} value={option.id}>
                {option.folio} · {option.title}
              </option>
            ))}
          </select>
        </div>
      </div>

      {options.isPending ? (
        <div role="status" className="flex flex-col gap-3">
          <span className="sr-only">Cargando...</span>
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : !expedienteId ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          {words.length > 0
            ? 'No se encontraron expedientes con ese texto.'
            : 'Aún no hay expedientes'}
        </p>
      ) : (
        <section aria-label="Hitos del expediente" className="flex flex-col gap-3">
          {MILESTONES.map((milestone) => (
            <MilestoneRating
              key={milestone.id}
              id={milestone.id}
              label={milestone.label}
              current={scores[milestone.id]}
              disabled={rate.isPending || feedback.isPending}
              onRate={(score) => onRate(milestone.id, score)}
            />
          ))}
        </section>
      )}
    </div>
  );
}
