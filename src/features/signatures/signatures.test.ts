import { describe, expect, it } from 'vitest';
import { integrityOf, shortChecksum } from './integrity';
import { EMPTY_PREPARE_FORM, prepareSchema, SIGNATURE_MESSAGES } from './schemas';
import { splitNames } from './split-names';

const messages = (value: unknown) =>
  prepareSchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('splitNames', () => {
  it('splits signers by comma, trimming and dropping blanks and repeats', () => {
    expect(splitNames('Ana López,  Luis   Pérez ,, ana lópez,')).toEqual([
      'Ana López',
      'Luis Pérez',
    ]);
    expect(splitNames(' , ')).toEqual([]);
  });
});

describe('prepareSchema', () => {
  it('needs a document and at least one signer', () => {
    expect(messages(EMPTY_PREPARE_FORM)).toEqual([
      SIGNATURE_MESSAGES.documentRequired,
      SIGNATURE_MESSAGES.signersRequired,
    ]);
    expect(messages({ ...EMPTY_PREPARE_FORM, document_id: 'd', firmantes: 'Ana' })).toEqual([]);
  });

  it('needs witnesses only when the signing requires them', () => {
    const base = {
      ...EMPTY_PREPARE_FORM,
      document_id: 'd',
      firmantes: 'Ana',
      requiere_testigos: true,
    };
    expect(messages(base)).toEqual([SIGNATURE_MESSAGES.witnessesRequired]);
    expect(messages({ ...base, testigos: 'Rosa' })).toEqual([]);
  });
});

describe('integrityOf', () => {
  const sum = 'a'.repeat(64);
  const signed = {
    estado: 'firmado' as const,
    documento_checksum: sum,
    checksum_origen: 'archivo' as const,
    documento_modificado_en: null,
    document: { id: 'd', title: 'Poder', checksum: sum, storage_path: null },
  };

  it('is intact while the file is what was signed', () => {
    expect(integrityOf(signed)).toBe('integro');
  });

  it('detects a changed file or a change flagged by the database', () => {
    expect(
      integrityOf({ ...signed, document: { ...signed.document, checksum: 'b'.repeat(64) } }),
    ).toBe('modificado');
    expect(integrityOf({ ...signed, documento_modificado_en: '2026-11-21T10:00:00Z' })).toBe(
      'modificado',
    );
  });

  it('has nothing to say before signing', () => {
    expect(integrityOf({ ...signed, estado: 'en_curso', documento_checksum: null })).toBe(
      'sin_firma',
    );
  });

  it('shortens a checksum for display', () => {
    expect(shortChecksum(`12345678${'0'.repeat(48)}abcdef12`)).toBe('12345678…abcdef12');
  });
});
