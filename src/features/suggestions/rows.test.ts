import { describe, expect, it } from 'vitest';
import { parseRows } from '@/lib/parse-rows';
import { sugerenciaSchema } from './rows';

const sugerencia = {
  id: 's1',
  expediente_id: 'e1',
  contenido: 'El expediente no tiene documentos',
  impacto: 'alto',
  estado: 'abierta',
  kind: 'missing_documents',
  created_at: '2026-11-23T10:00:00+00:00',
  updated_at: '2026-11-23T10:00:00+00:00',
  expediente: { id: 'e1', title: 'Compraventa', folio: 'CV-2026-0001', status: 'en_proceso' },
};

describe('sugerencia rows', () => {
  it('accept every impact and state the database allows', () => {
    const rows = ['bajo', 'medio', 'alto'].flatMap((impacto) =>
      ['abierta', 'aplicada', 'descartada'].map((estado) => ({ ...sugerencia, impacto, estado })),
    );
    expect(parseRows(sugerenciaSchema, rows, 'sugerencias')).toHaveLength(9);
  });

  it('refuse an unknown impact or state, naming it', () => {
    expect(() =>
      parseRows(sugerenciaSchema, [{ ...sugerencia, impacto: 'critico' }], 'sugerencias'),
    ).toThrow(
      'Respuesta inesperada del servidor (sugerencias): 0.impacto = "critico" no es un valor válido.',
    );
    expect(() =>
      parseRows(sugerenciaSchema, [{ ...sugerencia, estado: 'pendiente' }], 'sugerencias'),
    ).toThrow('0.estado = "pendiente"');
  });
});
