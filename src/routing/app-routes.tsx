import type { RouteObject } from 'react-router-dom';

/** The signed-in area under /app, behind the access guard and inside the app shell. */
export const appRoutes: RouteObject[] = [];
