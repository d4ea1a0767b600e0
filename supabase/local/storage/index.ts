// /storage/v1: Supabase Storage's HTTP API as storage-js calls it. Metadata lives in
// storage.buckets / storage.objects and every read or write of it runs as the caller, so the
// project's RLS policies decide exactly as on Supabase; bytes live under ctx.storageDir.
import type { Service, StackContext } from '../gateway/service';
import { bucketRoutes } from './buckets';
import { Disk } from './disk';
import { errors } from './errors';
import { listRoutes } from './list';
import { manageRoutes } from './manage';
import { readRoutes } from './read';
import { findRoute, type Route } from './router';
import { signedRoutes } from './signed';
import { uploadRoutes } from './write';

// Order matters: the specific /object/<verb>/… routes before the generic /object/{bucket}/….
const routes: Route[] = [
  ...bucketRoutes,
  ...listRoutes,
  ...signedRoutes,
  ...manageRoutes,
  ...readRoutes,
  ...uploadRoutes,
];

export function createStorageService(ctx: StackContext): Service {
  const disk = new Disk(ctx.storageDir);
  return {
    async handle(req, res, path, url) {
      const method = req.method ?? 'GET';
      const found = findRoute(routes, method, path);
      try {
        if (!found) throw errors.notFoundRoute(method, path);
        await found.route.handler({ req, res, ctx, disk, path, url, params: found.params });
      } catch (err) {
        // A refused upload may leave its body unread; drain it so the connection stays usable.
        if (!req.readableEnded) req.resume();
        throw err;
      }
    },
  };
}
