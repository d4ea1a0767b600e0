import {
  Bell,
  Bot,
  CalendarClock,
  DoorClosed,
  FileText,
  Files,
  FolderOpen,
  LayoutDashboard,
  LayoutTemplate,
  Lock,
  type LucideIcon,
  PenLine,
  ScrollText,
  Search,
  Settings,
  ShieldCheck,
  Smile,
  SquareCheckBig,
  TriangleAlert,
  Users,
  Workflow,
} from 'lucide-react';
import { paths } from '@/config/paths';

export interface NavItem {
  label: string;
  href: string;
  icon: LucideIcon;
  /** Highlight only on an exact match (the dashboard would otherwise match every /app path). */
  end?: boolean;
}

/**
 * Every sidebar entry of the spec (001 §2), in its order. /app/buscar and /app/workflow are
 * listed under the route table's spelling (busqueda, flujo-predictivo); the other spelling
 * redirects there.
 */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Panel', href: paths.app.dashboard.path, icon: LayoutDashboard, end: true },
  { label: 'Expedientes', href: paths.app.expedientes.path, icon: FolderOpen },
  { label: 'Clientes', href: paths.app.clientes.path, icon: Users },
  { label: 'Documentos', href: paths.app.documentos.path, icon: FileText },
  { label: 'Documentos avanzados', href: paths.app.documentosAvanzado.path, icon: Files },
  { label: 'Firmas', href: paths.app.firmas.path, icon: PenLine },
  { label: 'Tareas', href: paths.app.tareas.path, icon: SquareCheckBig },
  { label: 'Notificaciones', href: paths.app.notificaciones.path, icon: Bell },
  { label: 'Búsqueda', href: paths.app.busqueda.path, icon: Search },
  { label: 'Riesgos', href: paths.app.riesgos.path, icon: TriangleAlert },
  { label: 'Auditoría', href: paths.app.auditoria.path, icon: ScrollText },
  { label: 'Asistente', href: paths.app.asistente.path, icon: Bot },
  { label: 'Plantillas', href: paths.app.plantillas.path, icon: LayoutTemplate },
  { label: 'Vencimientos', href: paths.app.vencimientos.path, icon: CalendarClock },
  { label: 'Salas seguras', href: paths.app.salas.path, icon: DoorClosed },
  { label: 'Configuración', href: paths.app.configuracion.path, icon: Settings },
  { label: 'Compliance y ARCO', href: paths.app.compliance.path, icon: ShieldCheck },
  { label: 'Seguridad', href: paths.app.seguridad.path, icon: Lock },
  { label: 'Flujo predictivo', href: paths.app.flujoPredictivo.path, icon: Workflow },
  { label: 'Satisfacción', href: paths.app.satisfaccion.path, icon: Smile },
];

/** Only entries whose screen is in the route tree: a sidebar never offers a dead link. */
export function availableNavItems(
  items: readonly NavItem[],
  registeredPaths: ReadonlySet<string>,
): NavItem[] {
  return items.filter((item) => registeredPaths.has(item.href));
}
