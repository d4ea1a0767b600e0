import type { RouteObject } from 'react-router-dom';

/** /app routes for clientes, expedientes (list, new, detail) and tareas; relative to the /app shell route. */
export const recordsRoutes: RouteObject[] = [];
