import type { Service, StackContext } from '../gateway/service';
import { sendJson } from '../gateway/http';

// Placeholder until the functions service lands.
export function createFunctionsService(_ctx: StackContext): Service {
  return {
    async handle(_req, res) {
      sendJson(res, 501, { message: 'functions not implemented yet' });
    },
  };
}
