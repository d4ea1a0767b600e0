import { Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';

/** Child path of a /app path, e.g. '/app/busqueda' → 'busqueda'. */
function child(path: string): string {
  return path.slice(paths.app.root.path.length + 1);
}

/** The specs spell two screens two ways; the other spelling keeps the query (?q=) and hash. */
function RedirectTo({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={`${to}${search}${hash}`} replace />;
}

/** /app routes for dashboard, search, suggestions (flujo predictivo) and satisfaction; relative to the /app shell route. */
export const coreRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({
      Component: (await import('@/features/dashboard')).DashboardPage,
    }),
  },
  {
    path: child(paths.app.busqueda.path),
    lazy: async () => ({
      Component: (await import('@/features/search')).SearchPage,
    }),
  },
  { path: child(paths.app.buscar.path), element: <RedirectTo to={paths.app.busqueda.path} /> },
  {
    path: child(paths.app.flujoPredictivo.path),
    lazy: async () => ({
      Component: (await import('@/features/suggestions')).SuggestionsPage,
    }),
  },
  {
    path: child(paths.app.workflow.path),
    element: <RedirectTo to={paths.app.flujoPredictivo.path} />,
  },
  {
    path: child(paths.app.satisfaccion.path),
    lazy: async () => ({
      Component: (await import('@/features/satisfaction')).SatisfactionPage,
    }),
  },
];
