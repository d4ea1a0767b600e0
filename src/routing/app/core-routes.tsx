import type { RouteObject } from 'react-router-dom';

/** /app routes for dashboard, search, suggestions (flujo predictivo) and satisfaction; relative to the /app shell route. */
export const coreRoutes: RouteObject[] = [];
