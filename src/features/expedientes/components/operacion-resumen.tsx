import { Skeleton } from '@/components/ui/skeleton';
import { useExpedienteOperacion } from '../api';
import { operacionSections } from '../operacion';
import type { ExpedienteTipo } from '../tipos';

/** The Resumen's part that comes from the wizards: parties, property and price, or the power. */
export function OperacionResumen({
  orgId,
  expedienteId,
  tipo,
}: {
  orgId: string;
  expedienteId: string;
  tipo: ExpedienteTipo;
}) {
  const operacion = useExpedienteOperacion(orgId, expedienteId, tipo);
  if (operacion.isPending) {
    return <Skeleton className="h-32" role="status" aria-label="Cargando datos de la operación" />;
  }
  if (operacion.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        No se pudieron cargar las partes y los datos de la operación.
      </p>
    );
  }
  const sections = operacionSections(tipo, operacion.data);
  if (sections.length === 0) return null;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {sections.map((section) => (
        <section
          key={section.title}
          aria-labelledby={`operacion-${section.title}`}
          className="grid content-start gap-2 rounded-md border p-3"
        >
          <h2 id={`operacion-${section.title}`} className="text-sm font-semibold">
            {section.title}
          </h2>
          <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[9rem_1fr]">
            {section.rows.map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="text-sm text-muted-foreground">{term}</dt>
                <dd className="min-w-0 text-sm break-words">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
