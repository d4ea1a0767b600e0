import type { RouteObject } from 'react-router-dom';

/** /app routes for documents, advanced documents and the compraventa wizard; relative to /app. */
export const documentsRoutes: RouteObject[] = [
  {
    path: 'documentos',
    lazy: async () => ({
      Component: (await import('@/features/documents/pages/documents-page')).DocumentsPage,
    }),
  },
  {
    path: 'documentos-avanzado',
    lazy: async () => ({
      Component: (await import('@/features/documents/pages/advanced-documents-page'))
        .AdvancedDocumentsPage,
    }),
  },
  {
    path: 'flujos/compraventa',
    lazy: async () => ({
      Component: (await import('@/features/compraventa/pages/compraventa-wizard-page'))
        .CompraventaWizardPage,
    }),
  },
];
