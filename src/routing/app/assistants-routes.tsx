import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';

/** Child path of a /app path, e.g. '/app/asistente' → 'asistente'. */
function child(path: string): string {
  return path.slice(paths.app.root.path.length + 1);
}

/** /app routes for the legal assistant and the demo screens (plantillas, riesgos, salas, vencimientos, portal demo); relative to the /app shell route. */
export const assistantsRoutes: RouteObject[] = [
  {
    path: child(paths.app.asistente.path),
    lazy: async () => ({
      Component: (await import('@/features/assistant')).AssistantPage,
    }),
  },
  {
    path: child(paths.app.plantillas.path),
    lazy: async () => ({
      Component: (await import('@/features/marketplace')).MarketplacePage,
    }),
  },
  {
    path: child(paths.app.riesgos.path),
    lazy: async () => ({
      Component: (await import('@/features/risks')).RisksPage,
    }),
  },
  {
    path: child(paths.app.salas.path),
    lazy: async () => ({
      Component: (await import('@/features/rooms')).RoomsPage,
    }),
  },
  {
    path: child(paths.app.vencimientos.path),
    lazy: async () => ({
      Component: (await import('@/features/expirations')).ExpirationsPage,
    }),
  },
  {
    path: child(paths.app.portal.path),
    lazy: async () => ({
      Component: (await import('@/features/portal')).PortalDemoPage,
    }),
  },
];
