import {
  Database,
  FileText,
  FolderOpen,
  FolderPlus,
  type LucideIcon,
  Route,
  Smile,
  Sparkles,
  SquareCheckBig,
  Users,
  Workflow,
} from 'lucide-react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { pageTitle } from '@/config/app';
import { paths } from '@/config/paths';
import { functionErrorMessage, useOrgId } from '@/features/session';
import { usePageTitle } from '@/hooks/use-page-title';
import {
  type CountedTable,
  useCount,
  useGenerateSuggestions,
  useRealtimeRefresh,
  useSeedDemo,
} from '../api';
import { QuickClientDialog } from '../components/quick-client-dialog';
import { RecentDocuments, RecentExpedientes } from '../components/recent-lists';
import { StatCard } from '../components/stat-card';

interface CardSpec {
  table: CountedTable;
  title: string;
  unit: string;
  icon: LucideIcon;
  href: string;
}

/** The seven cards of the panel (001 §2, screen 1). */
const CARDS: readonly CardSpec[] = [
  {
    table: 'clients',
    title: 'Clientes',
    unit: 'clientes',
    icon: Users,
    href: paths.app.clientes.path,
  },
  {
    table: 'expedientes',
    title: 'Expedientes',
    unit: 'expedientes',
    icon: FolderOpen,
    href: paths.app.expedientes.path,
  },
  {
    table: 'flujos',
    title: 'Flujos guiados',
    unit: 'flujos',
    icon: Route,
    href: paths.app.flujos.compraventa.path,
  },
  {
    table: 'documents',
    title: 'Documentos',
    unit: 'documentos',
    icon: FileText,
    href: paths.app.documentos.path,
  },
  {
    table: 'tareas',
    title: 'Tareas',
    unit: 'tareas',
    icon: SquareCheckBig,
    href: paths.app.tareas.path,
  },
  {
    table: 'sugerencias',
    title: 'Flujo predictivo',
    unit: 'sugerencias abiertas',
    icon: Workflow,
    href: paths.app.flujoPredictivo.path,
  },
  {
    table: 'feedback',
    title: 'Satisfacción',
    unit: 'calificaciones',
    icon: Smile,
    href: paths.app.satisfaccion.path,
  },
];

function CountCard({
  spec,
  orgId,
  children,
}: {
  spec: CardSpec;
  orgId: string;
  children?: React.ReactNode;
}) {
  const count = useCount(spec.table, orgId);
  return (
    <StatCard
      title={spec.title}
      unit={spec.unit}
      icon={spec.icon}
      href={spec.href}
      count={count.data}
      isError={count.isError}
    >
      {children}
    </StatCard>
  );
}

export function DashboardPage() {
  usePageTitle(pageTitle('Panel'));
  const orgId = useOrgId();
  useRealtimeRefresh(orgId);
  const seed = useSeedDemo(orgId);
  const generate = useGenerateSuggestions(orgId);

  const onSeed = () =>
    seed.mutate(undefined, {
      onSuccess: () => toast.success('Datos demo cargados'),
      onError: async (error) =>
        toast.error('No se pudo cargar seed', { description: await functionErrorMessage(error) }),
    });

  const onGenerate = () =>
    generate.mutate(undefined, {
      onSuccess: (count) =>
        toast.success('Sugerencias generadas', {
          description: count === 1 ? '1 sugerencia nueva' : `${count} sugerencias nuevas`,
        }),
      onError: async (error) =>
        toast.error('No se pudo generar sugerencias', {
          description: await functionErrorMessage(error),
        }),
    });

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">Panel</h1>
          <p className="text-sm text-muted-foreground">Resumen de tu notaría en tiempo real.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={onSeed} disabled={seed.isPending}>
            <Database aria-hidden="true" />
            {seed.isPending ? 'Cargando datos demo...' : 'Cargar datos demo'}
          </Button>
          <QuickClientDialog orgId={orgId} />
          <Button asChild>
            <Link to={paths.app.expedienteNuevo.getHref()}>
              <FolderPlus aria-hidden="true" />
              Nuevo expediente
            </Link>
          </Button>
        </div>
      </div>

      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {CARDS.map((spec) => (
          <CountCard key={spec.table} spec={spec} orgId={orgId}>
            {spec.table === 'sugerencias' && (
              <Button
                size="sm"
                variant="secondary"
                onClick={onGenerate}
                disabled={generate.isPending}
              >
                <Sparkles aria-hidden="true" />
                {generate.isPending ? 'Generando...' : 'Generar'}
              </Button>
            )}
          </CountCard>
        ))}
      </div>

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <RecentExpedientes orgId={orgId} />
        <RecentDocuments orgId={orgId} />
      </div>
    </div>
  );
}
