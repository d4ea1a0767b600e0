import { describe, expect, it } from 'vitest';
import {
  buildClientExport,
  EXPORT_DISCLAIMER,
  exportFileName,
  serializeExport,
  slugify,
} from './export';

const rpcAnswer = {
  export_date: '2026-11-21T18:30:00.123+00:00',
  client_data: {
    id: 'c1',
    name: 'Ana María Núñez',
    email: 'ana@example.mx',
    expedientes: [{ id: 'e1', client_id: 'c1' }],
    documents: [{ id: 'd1', expediente_id: 'e1' }],
    consent_logs: [{ id: 'k1', client_id: 'c1' }],
    arco_requests: [],
  },
  disclaimer: EXPORT_DISCLAIMER,
};

describe('buildClientExport', () => {
  it('keeps the whole document: date, client data with its four lists, disclaimer', () => {
    const doc = buildClientExport(rpcAnswer);
    expect(doc).toEqual(rpcAnswer);
    expect(JSON.parse(serializeExport(doc))).toEqual(rpcAnswer);
  });

  it('refuses a document missing a part, so no incomplete file is downloaded', () => {
    const { documents: _documents, ...withoutDocuments } = rpcAnswer.client_data;
    expect(() => buildClientExport({ ...rpcAnswer, client_data: withoutDocuments })).toThrow();
    expect(() => buildClientExport({ ...rpcAnswer, disclaimer: 'otro' })).toThrow();
    expect(() => buildClientExport(null)).toThrow();
  });

  it('carries the LFPDPPP/GDPR disclaimer of spec 000 §7', () => {
    expect(EXPORT_DISCLAIMER).toBe('Exportación de datos personales según LFPDPPP y GDPR');
  });
});

describe('exportFileName', () => {
  it("names the file with the client's name and the export day in Mexico City", () => {
    expect(exportFileName('Ana María Núñez', rpcAnswer.export_date)).toBe(
      'datos-ana-maria-nunez-2026-11-21.json',
    );
    // 02:00 UTC on the 22nd is still the 21st in Mexico City.
    expect(exportFileName('Pérez & Hijos, S.A.', '2026-11-22T02:00:00Z')).toBe(
      'datos-perez-hijos-s-a-2026-11-21.json',
    );
  });

  it('never produces an empty or unsafe name', () => {
    expect(slugify('../../etc')).toBe('etc');
    expect(slugify('***')).toBe('cliente');
  });
});
