import { Controller, type Control } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { EmptyState, ErrorState, ListSkeleton } from '@/components/feedback/list-state';
import { FormField } from '@/components/form/labelled-field';
import type { ClientOption } from '../api';
import { POWER_KINDS, type PowerKind } from '../power-kinds';
import { POWER_MESSAGES, type PowerForm } from '../schemas';
import { FormSelect } from '@/components/form/form-select';

interface PartiesStepProps {
  kind: PowerKind;
  control: Control<PowerForm>;
  clients: { data?: ClientOption[]; isPending: boolean; isError: boolean; refetch: () => unknown };
  /** Once the case exists its parties are fixed. */
  locked: boolean;
}

/** Step 1: the grantor and the attorney-in-fact (or mandatary), from the office's clients. */
export function PartiesStep({ kind, control, clients, locked }: PartiesStepProps) {
  if (clients.isPending) return <ListSkeleton label="Cargando clientes" rows={2} />;
  if (clients.isError) {
    return (
      <ErrorState title={POWER_MESSAGES.loadClientsFailed} onRetry={() => void clients.refetch()} />
    );
  }
  const data = clients.data ?? [];
  if (data.length === 0) {
    return (
      <EmptyState title={POWER_MESSAGES.noClients}>
        <Link
          to={paths.app.clientes.getHref()}
          className="text-sm font-medium underline underline-offset-4"
        >
          Ir a clientes
        </Link>
      </EmptyState>
    );
  }
  const options = data.map((c) => ({ value: c.id, label: c.name }));
  const otherField = kind === 'poder_general' ? 'apoderado_id' : 'mandatario_id';
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        id="poder-otorgante"
        label="Otorgante"
        hint={locked ? 'El expediente ya fue creado con estas partes.' : undefined}
      >
        {(describedBy) => (
          <Controller
            control={control}
            name="otorgante_id"
            render={({ field }) => (
              <FormSelect
                id="poder-otorgante"
                value={field.value}
                onChange={field.onChange}
                options={options}
                placeholder="Seleccione al otorgante"
                describedBy={describedBy}
                disabled={locked}
              />
            )}
          />
        )}
      </FormField>
      <FormField id="poder-otra-parte" label={POWER_KINDS[kind].otherLabel}>
        {(describedBy) => (
          <Controller
            control={control}
            name={otherField}
            render={({ field }) => (
              <FormSelect
                id="poder-otra-parte"
                value={field.value}
                onChange={field.onChange}
                options={options}
                placeholder={`Seleccione al ${POWER_KINDS[kind].otherLabel.toLowerCase()}`}
                describedBy={describedBy}
                disabled={locked}
              />
            )}
          />
        )}
      </FormField>
    </div>
  );
}
