import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { shouldRetryQuery } from './query-client';
import { parseMaybeRow, parseRow, parseRows, UnexpectedRowError } from './parse-rows';

const schema = z.object({ id: z.string(), estado: z.enum(['abierta', 'cerrada']) });

describe('parseRows', () => {
  it('returns the rows when every one has the expected shape, and [] for no data', () => {
    const rows = [
      { id: 'a', estado: 'abierta', extra: 1 },
      { id: 'b', estado: 'cerrada' },
    ];
    expect(parseRows(schema, rows, 'pruebas')).toEqual([
      { id: 'a', estado: 'abierta' },
      { id: 'b', estado: 'cerrada' },
    ]);
    expect(parseRows(schema, null, 'pruebas')).toEqual([]);
  });

  it('names the list, the field and the unknown value', () => {
    const rows = [
      { id: 'a', estado: 'abierta' },
      { id: 'b', estado: 'archivada' },
    ];
    expect(() => parseRows(schema, rows, 'pruebas')).toThrow(
      new UnexpectedRowError(
        'Respuesta inesperada del servidor (pruebas): 1.estado = "archivada" no es un valor válido.',
      ),
    );
  });

  it('is not retried: the same answer would come back', () => {
    let error: unknown;
    try {
      parseRows(schema, [{ id: 'a' }], 'pruebas');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(UnexpectedRowError);
    expect((error as Error).message).toContain('0.estado = nada');
    expect(shouldRetryQuery(0, error)).toBe(false);
  });
});

describe('parseRow and parseMaybeRow', () => {
  it('check one row; only the maybe variant accepts null', () => {
    expect(parseRow(schema, { id: 'a', estado: 'cerrada' }, 'prueba')).toEqual({
      id: 'a',
      estado: 'cerrada',
    });
    expect(parseMaybeRow(schema, null, 'prueba')).toBeNull();
    expect(() => parseRow(schema, null, 'prueba')).toThrow(
      'Respuesta inesperada del servidor (prueba): la fila = null no es un valor válido.',
    );
    expect(() => parseMaybeRow(schema, { id: 7, estado: 'abierta' }, 'prueba')).toThrow(
      'Respuesta inesperada del servidor (prueba): id = 7 no es un valor válido.',
    );
  });
});
