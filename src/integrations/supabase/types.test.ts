// Compile-time checks of the generated helper types (the CLI's shape), plus the typed client:
// if the generator or the schema breaks them, `tsc` and this test fail.
import { describe, expectTypeOf, it } from 'vitest';
import { supabase } from '@/lib/supabase';
import type { Database, Json, Tables, TablesInsert, TablesUpdate } from './types';

describe('generated database types', () => {
  it('resolve rows, inserts and updates of public tables', () => {
    expectTypeOf<Tables<'clients'>['name']>().toEqualTypeOf<string>();
    expectTypeOf<Tables<'clients'>['email']>().toEqualTypeOf<string | null>();
    expectTypeOf<Tables<{ schema: 'public' }, 'expedientes'>['folio']>().toEqualTypeOf<string>();
    // Required without default, optional with one, never for generated columns.
    expectTypeOf<TablesInsert<'expedientes'>['title']>().toEqualTypeOf<string>();
    expectTypeOf<TablesInsert<'expedientes'>>().toHaveProperty('status');
    expectTypeOf<TablesInsert<'expedientes'>['search_text']>().toEqualTypeOf<undefined>();
    expectTypeOf<TablesUpdate<'tareas'>['estado']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<Tables<'documents'>['variables']>().toEqualTypeOf<Json>();
  });

  it('type RPCs and the app client', () => {
    type GenerateFolio = Database['public']['Functions']['generate_folio'];
    expectTypeOf<GenerateFolio['Args']>().toEqualTypeOf<{ org_uuid: string; tipo_exp: string }>();
    expectTypeOf<GenerateFolio['Returns']>().toEqualTypeOf<string>();
    // Building a query sends nothing until it is awaited.
    const query = supabase.from('expedientes').select('id, folio, clients(name)');
    expectTypeOf(query).toHaveProperty('eq');
    type Row = NonNullable<Awaited<typeof query>['data']>[number];
    expectTypeOf<Row['folio']>().toEqualTypeOf<string>();
    expectTypeOf<Row['clients']>().toEqualTypeOf<{ name: string } | null>();
  });
});
