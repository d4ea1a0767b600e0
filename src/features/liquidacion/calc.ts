// The same pure files the edge functions use, so the case screen, the PDF and the deed agree.
export * from '../../../supabase/functions/_shared/liquidacion/index.ts';
