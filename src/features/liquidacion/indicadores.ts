// The same parser the import-indicadores function uses.
export * from '../../../supabase/functions/_shared/liquidacion/indicadores-parse.ts';
