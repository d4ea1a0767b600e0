import { PlusIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { useAddRequirement, useRequirements, useToggleRequirement } from '../api';
import { EXPEDIENTE_MESSAGES, requirementSchema } from '../schemas';

interface RequirementChecklistProps {
  orgId: string;
  expedienteId: string;
  /** Keeps the page's heading outline in order wherever the checklist is placed. */
  headingLevel?: 'h2' | 'h3';
}

/** A case's checklist of requirements: add one, tick it done or back to pending. */
export function RequirementChecklist({
  orgId,
  expedienteId,
  headingLevel: Heading = 'h3',
}: RequirementChecklistProps) {
  const requirements = useRequirements(orgId, expedienteId);
  const addRequirement = useAddRequirement(orgId, expedienteId);
  const toggleRequirement = useToggleRequirement(orgId, expedienteId);
  const [name, setName] = useState('');
  const inputId = `nuevo-requisito-${expedienteId}`;
  const parsed = requirementSchema.safeParse({ name });

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.success) return;
    const submitted = parsed.data.name;
    // Cleared at once so the next requirement can be typed while this one saves.
    setName('');
    addRequirement.mutate(submitted, {
      onError: (error) => {
        // Give back what was typed, unless the user already started another one.
        setName((current) => (current === '' ? submitted : current));
        toast.error('No se pudo agregar el requisito', { description: error.message });
      },
    });
  };

  const done = requirements.data?.filter((row) => row.status === 'done').length ?? 0;

  return (
    <div className="grid gap-3">
      <div className="flex items-center justify-between">
        <Heading className="text-sm font-semibold">Requisitos</Heading>
        {requirements.data && requirements.data.length > 0 && (
          <span className="text-xs text-muted-foreground">
            {done} de {requirements.data.length} completos
          </span>
        )}
      </div>
      {requirements.isPending ? (
        <Skeleton className="h-16" />
      ) : requirements.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {EXPEDIENTE_MESSAGES.listFailed}
        </p>
      ) : requirements.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{EXPEDIENTE_MESSAGES.emptyRequirements}</p>
      ) : (
        <ul className="grid gap-2" aria-label="Requisitos">
          {requirements.data.map((requirement) => {
            const checkboxId = `requisito-${requirement.id}`;
            return (
              <li key={requirement.id} className="flex items-center gap-2">
                <Checkbox
                  id={checkboxId}
                  checked={requirement.status === 'done'}
                  onCheckedChange={(checked) =>
                    toggleRequirement.mutate(
                      { id: requirement.id, status: checked === true ? 'done' : 'pending' },
                      {
                        onError: (error) =>
                          toast.error('No se pudo actualizar el requisito', {
                            description: error.message,
                          }),
                      },
                    )
                  }
                />
                <Label
                  htmlFor={checkboxId}
                  className={
                    requirement.status === 'done' ? 'font-normal line-through' : 'font-normal'
                  }
                >
                  {requirement.name}
                </Label>
              </li>
            );
          })}
        </ul>
      )}
      <form onSubmit={add} className="flex items-end gap-2">
        <div className="grid flex-1 gap-1.5">
          <Label htmlFor={inputId} className="sr-only">
            Nuevo requisito
          </Label>
          <Input
            id={inputId}
            placeholder="Nuevo requisito"
            value={name}
            maxLength={300}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <Button type="submit" variant="outline" disabled={!parsed.success}>
          <PlusIcon aria-hidden="true" />
          Agregar
        </Button>
      </form>
    </div>
  );
}
