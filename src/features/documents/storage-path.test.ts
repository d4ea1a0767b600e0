import { describe, expect, it } from 'vitest';
import { buildStoragePath, storageSegment } from './storage-path';

const ORG = '11111111-2222-3333-4444-555555555555';
const CASE = 'aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee';

describe('buildStoragePath', () => {
  it('builds {org}/{expediente}/{docType}/{timestamp}_{random}.{ext}', () => {
    expect(
      buildStoragePath({
        orgId: ORG,
        expedienteId: CASE,
        docType: 'identificacion_comprador',
        fileName: 'INE Juan.PDF',
        timestamp: 1700000000000,
        random: 'ab12cd34',
      }),
    ).toBe(`${ORG}/${CASE}/identificacion_comprador/1700000000000_ab12cd34.pdf`);
  });

  it('puts office documents without a case under general', () => {
    const path = buildStoragePath({
      orgId: ORG,
      expedienteId: null,
      docType: 'upload',
      fileName: 'x.png',
      timestamp: 1,
      random: 'r',
    });
    expect(path).toBe(`${ORG}/general/upload/1_r.png`);
  });

  it('starts with the office folder and generates distinct names', () => {
    const input = { orgId: ORG, expedienteId: null, docType: 'upload', fileName: 'a.pdf' };
    const first = buildStoragePath(input);
    const second = buildStoragePath(input);
    expect(first.split('/')[0]).toBe(ORG);
    expect(first).toMatch(/\/\d+_[0-9a-z]+\.pdf$/);
    expect(first).not.toBe(second);
  });
});

describe('storageSegment', () => {
  it('keeps object names ASCII', () => {
    expect(storageSegment('Identificación del Comprador')).toBe('identificacion-del-comprador');
    expect(storageSegment('../..')).toBe('general');
  });
});
