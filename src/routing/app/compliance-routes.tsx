import type { RouteObject } from 'react-router-dom';

/** /app routes for compliance and ARCO, seguridad, configuración, admin and auditoría; relative to the /app shell route. */
export const complianceRoutes: RouteObject[] = [];
