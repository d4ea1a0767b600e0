import { BellIcon, CalendarClockIcon, CheckIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { pageTitle } from '@/config/app';
import { Field, NativeSelect } from '@/features/compliance';
import { useOrgId, useUser } from '@/features/session';
import { usePageTitle } from '@/hooks/use-page-title';
import { formatDate, formatDateTime } from '@/lib/format';
import { useCompleteDeadline, useScheduleReminder, useVencimientos } from '../api';
import {
  filterVencimientos,
  reminderTime,
  urgencia,
  URGENCIA_LABELS,
  type Urgencia,
  type Vencimiento,
  type VencimientoFilter,
} from '../expirations';

const BADGE: Record<Urgencia, 'destructive' | 'secondary' | 'outline'> = {
  vencido: 'destructive',
  proximo: 'secondary',
  vigente: 'outline',
};

const TIPO_LABELS: Record<Vencimiento['tipo'], string> = {
  tarea: 'Tarea',
  poder: 'Poder',
  plazo: 'Plazo legal',
};

/** Calendar dates (powers, statutory deadlines) read as dates; task due dates carry a time. */
const formatVence = (item: Vencimiento) =>
  item.tipo === 'tarea' ? formatDateTime(item.vence) : formatDate(item.vence);

/** /app/vencimientos: due tasks and power validity ends, with reminders in the notification queue. */
export function ExpirationsPage() {
  usePageTitle(pageTitle('Vencimientos'));
  const orgId = useOrgId();
  const user = useUser();
  const vencimientos = useVencimientos(orgId);
  const schedule = useScheduleReminder(orgId);
  const complete = useCompleteDeadline(orgId);
  const [scheduled, setScheduled] = useState<ReadonlySet<string>>(new Set());
  const [filter, setFilter] = useState<VencimientoFilter>({ tipo: 'todos', urgencia: 'todas' });
  const now = new Date();

  const onComplete = (item: Vencimiento) => {
    if (!item.deadlineId) return;
    complete.mutate(item.deadlineId, {
      onSuccess: () => toast.success('Plazo marcado como cumplido', { description: item.titulo }),
      onError: (error) =>
        toast.error('No se pudo marcar el plazo como cumplido', { description: error.message }),
    });
  };

  const onSchedule = (item: Vencimiento) => {
    if (!user.email) {
      toast.error('Tu cuenta no tiene un correo para enviar el recordatorio');
      return;
    }
    const at = reminderTime(item.vence, new Date());
    const when = formatVence(item);
    schedule.mutate(
      {
        destinatario: user.email,
        asunto: `Recordatorio: ${item.titulo}`,
        cuerpo: `${TIPO_LABELS[item.tipo]} «${item.titulo}»${item.expediente ? ` del expediente ${item.expediente}` : ''} vence el ${when}.`,
        programadoPara: at,
      },
      {
        onSuccess: () => {
          setScheduled((current) => new Set(current).add(item.key));
          toast.success('Recordatorio programado', { description: formatDateTime(at) });
        },
        onError: (error) =>
          toast.error('No se pudo programar el recordatorio', { description: error.message }),
      },
    );
  };

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold">Vencimientos</h1>
        <p className="text-muted-foreground">
          Fechas límite de tareas abiertas, vigencias de poderes y plazos legales de la notaría (en
          días hábiles), del más urgente al menos.
        </p>
      </header>
      {vencimientos.isPending ? (
        <p role="status" className="text-muted-foreground">
          Cargando...
        </p>
      ) : vencimientos.isError ? (
        <div role="alert" className="space-y-2">
          <p className="text-destructive">No se pudieron cargar los vencimientos.</p>
          <Button variant="outline" onClick={() => void vencimientos.refetch()}>
            Reintentar
          </Button>
        </div>
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-3">
            {(['vencido', 'proximo', 'vigente'] as const).map((level) => (
              <Card key={level}>
                <CardHeader>
                  <CardDescription>
                    {level === 'proximo' ? 'Próximos 7 días' : URGENCIA_LABELS[level] + 's'}
                  </CardDescription>
                  <CardTitle>
                    <p className="text-3xl">
                      {vencimientos.data.filter((v) => urgencia(v.vence, now) === level).length}
                    </p>
                  </CardTitle>
                </CardHeader>
              </Card>
            ))}
          </div>
          <div className="grid gap-3 sm:grid-cols-2 md:max-w-xl">
            <Field id="filtro-tipo" label="Tipo">
              <NativeSelect
                id="filtro-tipo"
                value={filter.tipo}
                onChange={(event) =>
                  setFilter((current) => ({
                    ...current,
                    tipo: event.target.value as VencimientoFilter['tipo'],
                  }))
                }
              >
                <option value="todos">Todos</option>
                <option value="plazo">Plazos legales</option>
                <option value="tarea">Tareas</option>
                <option value="poder">Poderes</option>
              </NativeSelect>
            </Field>
            <Field id="filtro-urgencia" label="Urgencia">
              <NativeSelect
                id="filtro-urgencia"
                value={filter.urgencia}
                onChange={(event) =>
                  setFilter((current) => ({
                    ...current,
                    urgencia: event.target.value as VencimientoFilter['urgencia'],
                  }))
                }
              >
                <option value="todas">Todas</option>
                <option value="vencido">Vencidos</option>
                <option value="proximo">Próximos 7 días</option>
                <option value="vigente">Vigentes</option>
              </NativeSelect>
            </Field>
          </div>
          {vencimientos.data.length === 0 ? (
            <p className="rounded-md border p-6 text-center text-muted-foreground">
              No hay vencimientos: ninguna tarea abierta tiene fecha límite, no hay poderes con
              vigencia registrada ni plazos legales pendientes.
            </p>
          ) : filterVencimientos(vencimientos.data, filter, now).length === 0 ? (
            <p className="rounded-md border p-6 text-center text-muted-foreground">
              Ningún vencimiento coincide con los filtros.
            </p>
          ) : (
            <ul className="space-y-3" aria-label="Vencimientos">
              {filterVencimientos(vencimientos.data, filter, now).map((item) => {
                const level = urgencia(item.vence, now);
                return (
                  <li key={item.key}>
                    <Card>
                      <CardContent className="flex flex-wrap items-center gap-3 pt-6">
                        <CalendarClockIcon
                          aria-hidden="true"
                          className="size-5 text-muted-foreground"
                        />
                        <div className="min-w-0 flex-1">
                          <h2 className="font-medium">{item.titulo}</h2>
                          <p className="text-sm text-muted-foreground">
                            {TIPO_LABELS[item.tipo]}
                            {item.expediente && ` · ${item.expediente}`} · vence el{' '}
                            {formatVence(item)}
                          </p>
                          {item.fundamento && (
                            <p className="text-sm text-muted-foreground">
                              Fundamento: {item.fundamento}
                            </p>
                          )}
                        </div>
                        <Badge variant={BADGE[level]}>{URGENCIA_LABELS[level]}</Badge>
                        {item.deadlineId && (
                          <Button
                            variant="outline"
                            size="sm"
                            aria-label={`Marcar cumplido: ${item.titulo}`}
                            disabled={complete.isPending}
                            onClick={() => onComplete(item)}
                          >
                            <CheckIcon aria-hidden="true" />
                            Marcar cumplido
                          </Button>
                        )}
                        <Button
                          variant="outline"
                          size="sm"
                          aria-label={`Programar recordatorio de ${item.titulo}`}
                          disabled={schedule.isPending || scheduled.has(item.key)}
                          onClick={() => onSchedule(item)}
                        >
                          <BellIcon aria-hidden="true" />
                          {scheduled.has(item.key)
                            ? 'Recordatorio programado'
                            : 'Programar recordatorio'}
                        </Button>
                      </CardContent>
                    </Card>
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
