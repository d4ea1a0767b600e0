import { describe, expect, it } from 'vitest';
import { parseRows } from '@/lib/parse-rows';
import { signatureRequestSchema } from './rows';

const signer = {
  id: 's1',
  nombre: 'Ana López',
  rol: 'firmante',
  orden: 1,
  signed_at: null,
  signed_by: null,
};

const request = {
  id: 'r1',
  document_id: 'd1',
  estado: 'pendiente',
  firmantes_requeridos: 2,
  firmantes_completados: 0,
  lugar_firma: 'Notaría 12, Puebla',
  requiere_testigos: true,
  notas: null,
  created_at: '2026-11-23T10:00:00+00:00',
  firmado_en: null,
  firmado_por: null,
  documento_checksum: null,
  checksum_origen: null,
  documento_modificado_en: null,
  document: { id: 'd1', title: 'Poder general', checksum: null, storage_path: null },
  signers: [signer, { ...signer, id: 's2', nombre: 'Rosa Ruiz', rol: 'testigo', orden: 2 }],
};

describe('signature request rows', () => {
  it('accept every state and checksum origin the database allows, with or without the document', () => {
    const rows = ['pendiente', 'en_curso', 'firmado', 'rechazado'].flatMap((estado) =>
      ['archivo', 'contenido', null].map((checksum_origen) => ({
        ...request,
        estado,
        checksum_origen,
        document: null,
      })),
    );
    expect(parseRows(signatureRequestSchema, rows, 'solicitudes de firma')).toHaveLength(12);
    expect(parseRows(signatureRequestSchema, [request], 'solicitudes de firma')[0]).toEqual(
      request,
    );
  });

  it("refuse an unknown state, checksum origin or signer's role, naming it", () => {
    const parse = (row: object) => () =>
      parseRows(signatureRequestSchema, [row], 'solicitudes de firma');
    expect(parse({ ...request, estado: 'cancelada' })).toThrow(
      'Respuesta inesperada del servidor (solicitudes de firma): 0.estado = "cancelada" no es un valor válido.',
    );
    expect(parse({ ...request, checksum_origen: 'hash' })).toThrow('0.checksum_origen = "hash"');
    expect(parse({ ...request, signers: [{ ...signer, rol: 'notario' }] })).toThrow(
      '0.signers.0.rol = "notario"',
    );
  });
});
