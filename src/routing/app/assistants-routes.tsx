import type { RouteObject } from 'react-router-dom';

/** /app routes for the legal assistant and the demo screens (plantillas, riesgos, salas, vencimientos, portal demo); relative to the /app shell route. */
export const assistantsRoutes: RouteObject[] = [];
