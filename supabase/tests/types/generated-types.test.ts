// The committed database types must match the schema the migrations build, or the app's
// compiler checks queries against columns that no longer exist.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateTypes, readCatalog, renderTypes, typesFile } from '../../../scripts/gen-types';
import { dbUrl, sql, superuser } from '../helpers';

describe('src/integrations/supabase/types.ts', () => {
  it('matches the migrated schema', async () => {
    const expected = await generateTypes(dbUrl);
    const committed = fs.existsSync(typesFile) ? fs.readFileSync(typesFile, 'utf8') : '';
    if (committed !== expected) {
      const committedLines = committed.split('\n');
      const expectedLines = expected.split('\n');
      const line = expectedLines.findIndex((text, i) => text !== committedLines[i]);
      expect.fail(
        `src/integrations/supabase/types.ts is stale (first difference at line ${line + 1}: ` +
          `expected ${JSON.stringify(expectedLines[line])}, found ${JSON.stringify(committedLines[line])}). ` +
          'Run npm run gen:types (against a stack with every migration applied) and commit the result.',
      );
    }
  });

  it('types every public table with Row, Insert, Update and its foreign keys', async () => {
    const types = await generateTypes(dbUrl);
    // A required column without default is required on insert; defaults make it optional.
    expect(types).toMatch(/expedientes: \{\n\s+Row: \{[^}]*\bfolio: string;/);
    expect(types).toMatch(/Insert: \{[^}]*\n\s+org_id: string;[^}]*\n\s+title: string;/);
    // Generated search columns cannot be written.
    expect(types).toMatch(/search_text\?: never;/);
    expect(types).toContain("foreignKeyName: 'expedientes_org_id_fkey'");
    expect(types).toContain('export type TablesInsert<');
  });
});

// Shapes the app's schema does not use yet (enums, composite types, views, set-returning
// functions, identity columns), rendered from a scratch schema the way the CLI renders them.
describe('gen-types rendering', () => {
  const schema = 'types_probe';

  beforeAll(async () => {
    await sql(`drop schema if exists ${schema} cascade`);
    await sql(`
      create schema ${schema};
      create type ${schema}.estado as enum ('nuevo', 'cerrado');
      create type ${schema}.monto as (importe numeric, moneda text);
      create table ${schema}.casos (
        id bigint generated always as identity primary key,
        folio text not null,
        estado ${schema}.estado not null default 'nuevo',
        etiquetas text[],
        total ${schema}.monto,
        busqueda text generated always as (lower(folio)) stored
      );
      create table ${schema}.notas (
        caso_id bigint primary key references ${schema}.casos (id),
        texto text
      );
      create view ${schema}.casos_abiertos as select id, folio from ${schema}.casos where estado = 'nuevo';
      create function ${schema}.por_estado(p_estado ${schema}.estado, p_limite int default 10)
        returns setof ${schema}.casos language sql stable as 'select * from ${schema}.casos limit p_limite';
      create function ${schema}.contar() returns table (n bigint, estado ${schema}.estado)
        language sql stable as 'select 1::bigint, ''nuevo''::${schema}.estado';
    `);
  });

  afterAll(async () => {
    await sql(`drop schema if exists ${schema} cascade`);
  });

  it('renders enums, composites, views, identity and generated columns and functions', async () => {
    const client = await superuser().connect();
    let types: string;
    try {
      types = renderTypes(await readCatalog(client, schema), schema);
    } finally {
      client.release();
    }
    const squash = types.replace(/\s+/g, ' ');
    expect(squash).toContain('Enums: { "estado": "nuevo" | "cerrado" }');
    expect(squash).toContain(
      'CompositeTypes: { "monto": { "importe": number | null "moneda": string | null } }',
    );
    expect(squash).toContain('"estado": Database["types_probe"]["Enums"]["estado"]');
    expect(squash).toContain('"etiquetas": (string)[] | null');
    expect(squash).toContain('"total": Database["types_probe"]["CompositeTypes"]["monto"] | null');
    // Identity ALWAYS and generated columns are never written; defaults make a column optional.
    expect(squash).toContain(
      'Insert: { "busqueda"?: never "estado"?: Database["types_probe"]["Enums"]["estado"] ' +
        '"etiquetas"?: (string)[] | null "folio": string "id"?: never',
    );
    // notas.caso_id is its primary key: one note per case.
    expect(squash).toContain(
      'foreignKeyName: "notas_caso_id_fkey" columns: ["caso_id"] isOneToOne: true referencedRelation: "casos"',
    );
    expect(squash).toContain(
      '"casos_abiertos": { Row: { "folio": string | null "id": number | null }',
    );
    expect(squash).toContain(
      '"por_estado": { Args: { "p_estado": Database["types_probe"]["Enums"]["estado"]; "p_limite"?: number }',
    );
    expect(squash).toMatch(
      /"por_estado": \{[^}]*\} Returns: \{[^}]*"folio": string[^}]*\}\[\] SetofOptions: \{ isOneToOne: false isSetofReturn: true to: "casos"/,
    );
    expect(squash).toContain(
      '"contar": { Args: never Returns: { "n": number "estado": Database["types_probe"]["Enums"]["estado"] }[] }',
    );
    expect(squash).toContain(
      'Constants = { "types_probe": { Enums: { "estado": ["nuevo", "cerrado"], }, }, }',
    );
  });
});
