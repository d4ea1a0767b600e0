import type { RouteObject } from 'react-router-dom';

/** /app routes for the power flows, signatures and notifications; relative to /app. */
export const workflowsRoutes: RouteObject[] = [
  {
    path: 'flujos/poder-general',
    lazy: async () => ({
      Component: (await import('@/features/powers/pages/poder-general-page')).PoderGeneralPage,
    }),
  },
  {
    path: 'flujos/poder-mandato',
    lazy: async () => ({
      Component: (await import('@/features/powers/pages/poder-mandato-page')).PoderMandatoPage,
    }),
  },
  {
    path: 'firmas',
    lazy: async () => ({
      Component: (await import('@/features/signatures/pages/signatures-page')).SignaturesPage,
    }),
  },
  {
    path: 'notificaciones',
    lazy: async () => ({
      Component: (await import('@/features/notifications/pages/notifications-page'))
        .NotificationsPage,
    }),
  },
];
