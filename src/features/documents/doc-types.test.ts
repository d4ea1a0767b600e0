import { describe, expect, it } from 'vitest';
import { ADVANCED_DOC_TYPES, DOC_TYPE_LABELS, docTypeLabel } from './doc-types';

describe('document type labels', () => {
  it('names the codes the issue found raw on screen in Spanish', () => {
    expect(docTypeLabel('identificacion')).toBe('Identificación');
    expect(docTypeLabel('poder_mandato')).toBe('Poder de mandato especial');
    expect(docTypeLabel('upload')).toBe('Documento subido');
    expect(docTypeLabel('identificacion_comprador')).toBe('Identificación del comprador');
  });

  it('labels every type the advanced dialog offers, and no label is a code', () => {
    for (const { value } of ADVANCED_DOC_TYPES) expect(DOC_TYPE_LABELS[value]).toBeDefined();
    for (const label of Object.values(DOC_TYPE_LABELS)) expect(label).not.toMatch(/_|^[a-z]/);
  });

  it('reads an unknown code as words', () => {
    expect(docTypeLabel('acta_constitutiva')).toBe('Acta constitutiva');
  });
});
