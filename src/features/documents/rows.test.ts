import { describe, expect, it } from 'vitest';
import { parseRows } from '@/lib/parse-rows';
import { documentRowSchema } from './rows';

const document = {
  id: 'd1',
  org_id: 'o1',
  expediente_id: null,
  title: 'Acta constitutiva',
  doc_type: 'upload',
  status: 'active',
  documento_status: null,
  storage_path: 'o1/general/upload/1_acta.pdf',
  file_size: 2048,
  mime_type: 'application/pdf',
  checksum: null,
  upload_status: 'verified',
  upload_error: null,
  variables: { original_name: 'acta.pdf' },
  created_at: '2026-11-23T10:00:00+00:00',
  expediente: null,
};

describe('document rows', () => {
  it('accept every verification state, and none for a document without a file', () => {
    const rows = ['pending', 'verified', 'failed', null].map((upload_status) => ({
      ...document,
      upload_status,
    }));
    expect(parseRows(documentRowSchema, rows, 'documentos')).toHaveLength(4);
  });

  it('refuse an unknown verification state and variables that are not an object', () => {
    expect(() =>
      parseRows(documentRowSchema, [{ ...document, upload_status: 'scanning' }], 'documentos'),
    ).toThrow(
      'Respuesta inesperada del servidor (documentos): 0.upload_status = "scanning" no es un valor válido.',
    );
    expect(() =>
      parseRows(documentRowSchema, [{ ...document, variables: ['a'] }], 'documentos'),
    ).toThrow('0.variables = ["a"]');
  });
});
