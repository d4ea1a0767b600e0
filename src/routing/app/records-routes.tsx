import type { RouteObject } from 'react-router-dom';

/** /app routes for clientes (list and ficha), expedientes (list, new, detail) and tareas; relative to the /app shell route. */
export const recordsRoutes: RouteObject[] = [
  {
    path: 'clientes',
    lazy: async () => ({
      Component: (await import('@/features/clients/pages/clients-page')).ClientsPage,
    }),
  },
  {
    path: 'clientes/:clientId',
    lazy: async () => ({
      Component: (await import('@/features/client-file/pages/client-file-page')).ClientFilePage,
    }),
  },
  {
    path: 'expedientes',
    lazy: async () => ({
      Component: (await import('@/features/expedientes/pages/expedientes-page')).ExpedientesPage,
    }),
  },
  {
    // Listed before the :expedienteId pattern for readers; React Router ranks static segments first anyway.
    path: 'expedientes/nuevo',
    lazy: async () => ({
      Component: (await import('@/features/expedientes/pages/expediente-nuevo-page'))
        .ExpedienteNuevoPage,
    }),
  },
  {
    path: 'expedientes/:expedienteId',
    lazy: async () => ({
      Component: (await import('@/features/expedientes/pages/expediente-detail-page'))
        .ExpedienteDetailPage,
    }),
  },
  {
    path: 'tareas',
    lazy: async () => ({
      Component: (await import('@/features/tasks/pages/tasks-page')).TasksPage,
    }),
  },
];
