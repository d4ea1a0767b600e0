import { describe, expect, it } from 'vitest';
import { COMPRAVENTA_MESSAGES, partiesPropertySchema } from './schemas';
import { shortCaseId } from './steps';
import type { CaseDocumentState, Inmueble, Parte } from './types';
import { missingIdentifications, validateCompraventa } from './validations';

const doc = (
  doc_type: string,
  upload_status: CaseDocumentState['upload_status'],
  created_at = '2026-11-21T10:00:00Z',
): CaseDocumentState => ({ doc_type, upload_status, created_at });

const client = (id: string, name: string) => ({
  id,
  name,
  rfc: 'GODE561231GR8',
  curp: 'GODE561231HDFRRN04',
  domicilio: 'Calle 1, CDMX',
  address: null,
});
const parte = (rol: string, id: string, name: string): Parte => ({
  id: `p-${id}`,
  rol,
  client_id: id,
  nombre: null,
  datos: {},
  client: client(id, name),
});
const inmueble: Inmueble = {
  id: 'i1',
  direccion: 'Av. Reforma 100',
  municipio: 'Cuauhtémoc',
  cp: '06600',
  folio_real: 'FR-123',
  valor_catastral: '850000.00',
  credito_infonavit: false,
};
const verifiedIds = [
  doc('identificacion_comprador', 'verified'),
  doc('identificacion_vendedor', 'verified'),
];
const complete = {
  partes: [parte('vendedor', 'a', 'Ana'), parte('comprador', 'b', 'Beto')],
  inmueble,
};

describe('missingIdentifications (step 2)', () => {
  it('needs both IDs', () => {
    expect(missingIdentifications([])).toEqual([
      'Identificación del comprador',
      'Identificación del vendedor',
    ]);
    expect(missingIdentifications([doc('identificacion_comprador', 'pending')])).toEqual([
      'Identificación del vendedor',
    ]);
    expect(missingIdentifications(verifiedIds)).toEqual([]);
  });

  it('does not count a rejected upload, unless a newer one replaced it', () => {
    const rejected = [
      doc('identificacion_comprador', 'failed'),
      doc('identificacion_vendedor', 'verified'),
    ];
    expect(missingIdentifications(rejected)).toEqual(['Identificación del comprador']);
    expect(
      missingIdentifications([
        ...rejected,
        doc('identificacion_comprador', 'verified', '2026-11-21T11:00:00Z'),
      ]),
    ).toEqual([]);
  });
});

describe('validateCompraventa (step 3)', () => {
  it('passes a complete case with verified IDs', () => {
    expect(validateCompraventa(complete, verifiedIds)).toEqual([]);
  });

  it('lists unverified or rejected IDs', () => {
    expect(
      validateCompraventa(complete, [
        doc('identificacion_comprador', 'pending'),
        doc('identificacion_vendedor', 'failed'),
      ]),
    ).toEqual([
      'La identificación del comprador aún no está verificada',
      'La identificación del vendedor fue rechazada',
    ]);
  });

  it('lists missing parties, party fields and property fields', () => {
    const incomplete = parte('vendedor', 'a', 'Ana');
    incomplete.client = { ...client('a', 'Ana'), rfc: null, domicilio: null };
    expect(
      validateCompraventa(
        { partes: [incomplete], inmueble: { ...inmueble, cp: null, valor_catastral: null } },
        verifiedIds,
      ),
    ).toEqual([
      'Falta el RFC del vendedor',
      'Falta el domicilio del vendedor',
      'Falta el comprador',
      'Falta el código postal del inmueble',
      'Falta el valor catastral del inmueble',
    ]);
    expect(validateCompraventa({ partes: complete.partes, inmueble: null }, [])).toContain(
      'Faltan los datos del inmueble',
    );
  });
});

describe('partiesPropertySchema (step 1)', () => {
  const valid = {
    vendedorId: 'a',
    compradorId: 'b',
    direccion: 'Av. Reforma 100',
    municipio: '',
    cp: '06600',
    folioReal: '',
    valorCatastral: '850,000.00',
    creditoInfonavit: true,
  };
  const issues = (values: object) =>
    partiesPropertySchema.safeParse({ ...valid, ...values }).error?.issues.map((i) => i.message);

  it('parses the property and blanks to null', () => {
    const result = partiesPropertySchema.parse(valid);
    expect(result.valorCatastral).toBe(850_000);
    expect(result.municipio).toBeNull();
  });

  it('requires both parties, different, and a valid address, CP and value', () => {
    expect(issues({ compradorId: null })).toEqual([COMPRAVENTA_MESSAGES.partiesRequired]);
    expect(issues({ compradorId: 'a' })).toEqual([COMPRAVENTA_MESSAGES.partiesDiffer]);
    expect(issues({ direccion: ' ' })).toEqual([COMPRAVENTA_MESSAGES.direccionRequired]);
    expect(issues({ cp: '123' })).toEqual([COMPRAVENTA_MESSAGES.cpInvalid]);
    expect(issues({ valorCatastral: 'mucho' })).toEqual([COMPRAVENTA_MESSAGES.valorInvalid]);
  });
});

describe('shortCaseId', () => {
  it('shows the first 8 characters', () => {
    expect(shortCaseId('a1b2c3d4-e5f6-7890-abcd-ef0123456789')).toBe('a1b2c3d4');
  });
});
