import { toast } from 'sonner';
import { Switch } from '@/components/ui/switch';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { ErrorState, ListSkeleton } from '@/components/feedback/list-state';
import { usePreferences, useSetPreference } from '../api';
import { EVENTOS, isOptedIn, PREFERENCE_CANALES } from '../preferences';
import { CANAL_LABELS } from '../queue-state';
import { NOTIFICATION_MESSAGES } from '../schemas';
import { useLoadErrorToast } from '../use-load-error-toast';

/** Preferencias: which events the office notifies on each channel (stored per channel and event). */
export function PreferencesTab({ orgId }: { orgId: string }) {
  const prefs = usePreferences(orgId);
  useLoadErrorToast(prefs.error, NOTIFICATION_MESSAGES.loadFailed);
  const setPreference = useSetPreference(orgId);

  const toggle = async (
    canal: (typeof PREFERENCE_CANALES)[number],
    evento: string,
    optIn: boolean,
  ) => {
    try {
      await setPreference.mutateAsync({ canal, evento_tipo: evento, opt_in: optIn });
      toast.success(NOTIFICATION_MESSAGES.preferenceSaved);
    } catch {
      toast.error(NOTIFICATION_MESSAGES.errorTitle, {
        description: NOTIFICATION_MESSAGES.preferenceFailed,
      });
    }
  };

  return (
    <section aria-labelledby="preferencias-titulo" className="grid gap-4">
      <h2 id="preferencias-titulo" className="text-lg font-semibold">
        Preferencias
      </h2>
      {prefs.isPending ? (
        <ListSkeleton label="Cargando preferencias" rows={5} />
      ) : prefs.isError ? (
        <ErrorState title={NOTIFICATION_MESSAGES.loadFailed} onRetry={() => void prefs.refetch()} />
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Evento</TableHead>
              {PREFERENCE_CANALES.map((canal) => (
                <TableHead key={canal}>{CANAL_LABELS[canal]}</TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {EVENTOS.map(([evento, label]) => (
              <TableRow key={evento}>
                <TableCell>{label}</TableCell>
                {PREFERENCE_CANALES.map((canal) => (
                  <TableCell key={canal}>
                    <Switch
                      aria-label={`${label} por ${CANAL_LABELS[canal]}`}
                      checked={isOptedIn(prefs.data, canal, evento)}
                      disabled={setPreference.isPending}
                      onCheckedChange={(checked) => void toggle(canal, evento, checked)}
                    />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
