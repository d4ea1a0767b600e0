import { Star } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { SCORES } from '../milestones';

export interface MilestoneRatingProps {
  id: string;
  label: string;
  current: number | undefined;
  disabled: boolean;
  onRate: (score: number) => void;
}

/** One milestone: five buttons, 1 to 5; the latest rating is shown pressed. */
export function MilestoneRating({ id, label, current, disabled, onRate }: MilestoneRatingProps) {
  const labelId = `milestone-${id}`;
  return (
    <div className="flex flex-col gap-2 rounded-lg border p-4 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h2 id={labelId} className="font-medium">
          {label}
        </h2>
        <p className="text-xs text-muted-foreground">
          {current ? `Última calificación: ${current} de 5` : 'Sin calificar'}
        </p>
      </div>
      <div role="group" aria-labelledby={labelId} className="flex gap-1">
        {SCORES.map((score) => (
          <Button
            key={score}
            variant={current === score ? 'default' : 'outline'}
            size="sm"
            aria-pressed={current === score}
            aria-label={`${score} de 5`}
            disabled={disabled}
            onClick={() => onRate(score)}
          >
            <Star
              aria-hidden="true"
              className={cn(current !== undefined && score <= current && 'fill-current')}
            />
            {score}
          </Button>
        ))}
      </div>
    </div>
  );
}
