import type { Service, StackContext } from '../gateway/service';
import { sendJson } from '../gateway/http';

// Placeholder until the auth service lands.
export function createAuthService(_ctx: StackContext): Service {
  return {
    async handle(_req, res) {
      sendJson(res, 501, { message: 'auth not implemented yet' });
    },
  };
}
