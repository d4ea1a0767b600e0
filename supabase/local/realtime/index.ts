import type { Service, StackContext } from '../gateway/service';
import { sendJson } from '../gateway/http';

// Placeholder until the realtime service lands.
export function createRealtimeService(_ctx: StackContext): Service {
  return {
    async handle(_req, res) {
      sendJson(res, 501, { message: 'realtime not implemented yet' });
    },
  };
}
