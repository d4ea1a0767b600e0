import { useOrgId } from '@/features/session';
import { usePageTitle } from '@/hooks/use-page-title';
import { PowerFlow } from '../components/power-flow';

/** /app/flujos/poder-general */
export function PoderGeneralPage() {
  usePageTitle('Poder General – Fedatario');
  return <PowerFlow kind="poder_general" orgId={useOrgId()} />;
}
