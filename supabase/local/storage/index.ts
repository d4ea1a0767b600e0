import type { Service, StackContext } from '../gateway/service';
import { sendJson } from '../gateway/http';

// Placeholder until the storage service lands.
export function createStorageService(_ctx: StackContext): Service {
  return {
    async handle(_req, res) {
      sendJson(res, 501, { message: 'storage not implemented yet' });
    },
  };
}
