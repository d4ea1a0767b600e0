import type { RouteObject } from 'react-router-dom';

/** Pages reached by a shared link, outside the site's chrome: the client portal and secure rooms. */
export const portalRoutes: RouteObject[] = [];
