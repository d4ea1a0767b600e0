import type { RouteObject } from 'react-router-dom';
import { complianceRoutes } from '@/routing/app/compliance-routes';
import { coreRoutes } from '@/routing/app/core-routes';
import { recordsRoutes } from '@/routing/app/records-routes';

/** The signed-in area under /app, behind the access guard and inside the app shell. */
export const appRoutes: RouteObject[] = [...coreRoutes, ...recordsRoutes, ...complianceRoutes];
