// GET /rest/v1/ : the root description PostgREST serves (a small Swagger 2.0 document).
import type { SchemaCache } from './schema-cache';

/** A small OpenAPI (Swagger 2.0) description of the exposed tables, as PostgREST serves at `/`. */
export function openApi(sc: SchemaCache, schema: string) {
  const tables = [...sc.tables.values()].filter((t) => t.schema === schema);
  const routines = [...sc.routines.values()].flat().filter((r) => r.schema === schema);
  return {
    swagger: '2.0',
    info: { title: 'PostgREST API (Fedatario local stack)', version: '12' },
    basePath: '/',
    produces: ['application/json', 'application/vnd.pgrst.object+json', 'text/csv'],
    paths: Object.fromEntries([
      ...tables.map((t) => [`/${t.name}`, {}]),
      ...routines.map((r) => [`/rpc/${r.name}`, {}]),
    ]),
    definitions: Object.fromEntries(
      tables.map((t) => [
        t.name,
        {
          type: 'object',
          required: t.columnList
            .filter((c) => !c.nullable && c.default === null)
            .map((c) => c.name),
          properties: Object.fromEntries(
            t.columnList.map((c) => [c.name, { format: c.type, type: 'string' }]),
          ),
        },
      ]),
    ),
  };
}
