import type { Service, StackContext } from '../gateway/service';
import { sendJson } from '../gateway/http';

// Placeholder until the rest service lands.
export function createRestService(_ctx: StackContext): Service {
  return {
    async handle(_req, res) {
      sendJson(res, 501, { message: 'rest not implemented yet' });
    },
  };
}
