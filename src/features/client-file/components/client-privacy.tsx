import { Badge } from '@/components/ui/badge';
import {
  arcoEstadoBadge,
  arcoTipoTitle,
  captureMethodLabels,
  consentTipoLabels,
  labelOf,
} from '@/features/compliance';
import { formatDate } from '@/lib/format';
import type { useClientArcoRequests, useClientConsents } from '../api';
import { FileSection } from './file-section';

/** Consents and ARCO requests (LFPDPPP) of the client, as recorded in Cumplimiento. */
export function ClientPrivacy({
  consents,
  arco,
}: {
  consents: ReturnType<typeof useClientConsents>;
  arco: ReturnType<typeof useClientArcoRequests>;
}) {
  return (
    <>
      <FileSection
        title="Consentimientos"
        state={consents}
        loadingLabel="Cargando consentimientos"
        errorText="No se pudieron cargar los consentimientos."
        emptyText="No hay consentimientos registrados para este cliente."
        isEmpty={consents.data?.length === 0}
      >
        <ul className="divide-y" aria-label="Consentimientos del cliente">
          {consents.data?.map((consent) => (
            <li key={consent.id} className="flex flex-wrap items-center gap-2 py-2 text-sm">
              <span className="font-medium">
                {labelOf(consentTipoLabels, consent.tipo_consentimiento)}
              </span>
              <Badge variant={consent.consentimiento_otorgado ? 'default' : 'destructive'}>
                {consent.consentimiento_otorgado ? 'Otorgado' : 'Rechazado'}
              </Badge>
              <Badge variant={consent.vigente ? 'secondary' : 'outline'}>
                {consent.vigente ? 'Vigente' : 'Revocado'}
              </Badge>
              <span className="w-full text-xs text-muted-foreground">
                {formatDate(consent.fecha_consentimiento)} ·{' '}
                {labelOf(captureMethodLabels, consent.metodo_captura)}
              </span>
            </li>
          ))}
        </ul>
      </FileSection>
      <FileSection
        title="Solicitudes ARCO"
        state={arco}
        loadingLabel="Cargando solicitudes ARCO"
        errorText="No se pudieron cargar las solicitudes ARCO."
        emptyText="Este cliente no ha presentado solicitudes ARCO."
        isEmpty={arco.data?.length === 0}
      >
        <ul className="divide-y" aria-label="Solicitudes ARCO del cliente">
          {arco.data?.map((request) => {
            const badge = arcoEstadoBadge(request.estado);
            return (
              <li key={request.id} className="flex flex-wrap items-center gap-2 py-2 text-sm">
                <span className="font-medium">{arcoTipoTitle(request.tipo_solicitud)}</span>
                <Badge variant={badge.variant}>{badge.label}</Badge>
                <span className="w-full text-xs text-muted-foreground">
                  Recibida el {formatDate(request.fecha_solicitud)} · responder a más tardar el{' '}
                  {formatDate(request.fecha_limite_respuesta)}
                </span>
              </li>
            );
          })}
        </ul>
      </FileSection>
    </>
  );
}
