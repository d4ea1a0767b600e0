import { describe, expect, it } from 'vitest';
import { parseMaybeRow, parseRows } from '@/lib/parse-rows';
import { expedienteListItemSchema, expedienteSchema, flujoSchema, requirementSchema } from './rows';

const item = {
  id: 'e1',
  title: 'Compraventa casa Lomas',
  tipo: 'compraventa',
  status: 'en_proceso',
  folio: 'CV-2026-0001',
  client_id: 'c1',
  created_at: '2026-11-23T10:00:00+00:00',
  client: { id: 'c1', name: 'Ana Pérez' },
};

describe('expediente rows', () => {
  it('accept every status and type the database allows', () => {
    const rows = ['nuevo', 'en_proceso', 'listo_firma', 'en_registro', 'cerrado'].flatMap(
      (status) =>
        ['compraventa', 'poder_general', 'poder_mandato', 'testamento'].map((tipo) => ({
          ...item,
          status,
          tipo,
        })),
    );
    expect(parseRows(expedienteListItemSchema, rows, 'expedientes')).toHaveLength(20);
    expect(
      parseMaybeRow(
        expedienteSchema,
        { ...item, client: null, org_id: 'o1', description: null, updated_at: item.created_at },
        'expediente',
      ),
    ).toMatchObject({ client: null, description: null });
  });

  it('refuse a status or type this build does not know, naming it', () => {
    expect(() =>
      parseRows(expedienteListItemSchema, [{ ...item, status: 'archivado' }], 'expedientes'),
    ).toThrow(
      'Respuesta inesperada del servidor (expedientes): 0.status = "archivado" no es un valor válido.',
    );
    expect(() =>
      parseRows(expedienteListItemSchema, [{ ...item, tipo: 'herencia' }], 'expedientes'),
    ).toThrow('0.tipo = "herencia"');
  });

  it('check the steps of a flow and the status of a requirement', () => {
    const flujo = {
      id: 'f1',
      nombre: 'Flujo general',
      paso_actual: 1,
      pasos: [{ paso: 1, nombre: 'Uno', descripcion: '', completado: false }],
      created_at: item.created_at,
    };
    expect(parseMaybeRow(flujoSchema, flujo, 'flujo')).toEqual(flujo);
    expect(() =>
      parseMaybeRow(flujoSchema, { ...flujo, pasos: [{ paso: 1, nombre: 'Uno' }] }, 'flujo'),
    ).toThrow('pasos.0.descripcion = nada');
    const requirement = {
      id: 'r1',
      name: 'Acta de nacimiento',
      status: 'done',
      is_required: true,
      created_at: item.created_at,
    };
    expect(parseRows(requirementSchema, [requirement], 'requisitos')).toEqual([requirement]);
    expect(() =>
      parseRows(requirementSchema, [{ ...requirement, status: 'hecho' }], 'requisitos'),
    ).toThrow('0.status = "hecho"');
  });
});
