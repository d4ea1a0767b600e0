import { useOrgId } from '@/features/session';
import { usePageTitle } from '@/hooks/use-page-title';
import { PowerFlow } from '../components/power-flow';

/** /app/flujos/poder-mandato */
export function PoderMandatoPage() {
  usePageTitle('Poder de Mandato Especial – Fedatario');
  return <PowerFlow kind="poder_mandato" orgId={useOrgId()} />;
}
