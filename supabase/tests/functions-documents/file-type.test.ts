// The byte-level checks on-upload relies on (pure; the same module runs in the edge function).
import { describe, expect, it } from 'vitest';
import {
  detectKind,
  MAX_UPLOAD_BYTES,
  verifyBytes,
} from '../../functions/_shared/documents/file-type.ts';
import { fakeExe, makeZip, minimalPdf, PNG_BYTES } from './files';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('detectKind', () => {
  it('recognises each accepted type by its first bytes', () => {
    expect(detectKind(minimalPdf('x'))).toBe('pdf');
    expect(detectKind(PNG_BYTES)).toBe('png');
    expect(detectKind(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('jpeg');
    expect(detectKind(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]))).toBe(
      'doc',
    );
    expect(detectKind(utf8('Señor notario: ¿cuándo firmamos?'))).toBe('txt');
  });

  it('tells a Word package from any other zip by its word/ folder', () => {
    const docx = makeZip({
      '[Content_Types].xml': '<Types/>',
      'word/document.xml': '<w:document/>',
    });
    expect(detectKind(docx)).toBe('docx');
    expect(detectKind(makeZip({ 'fotos/a.jpg': 'x' }))).toBe('zip');
    // A truncated archive is not a readable zip.
    expect(detectKind(docx.subarray(0, 40))).toBe('zip');
  });

  it('spots executables and rejects binary or invalid UTF-8 as text', () => {
    expect(detectKind(fakeExe())).toBe('exe');
    expect(detectKind(utf8('hola\u0000mundo'))).toBe('unknown');
    expect(detectKind(new Uint8Array([0x68, 0x6f, 0xc3, 0x28]))).toBe('unknown');
  });
});

describe('verifyBytes', () => {
  it('accepts matching content and size', () => {
    const pdf = minimalPdf('ok');
    expect(verifyBytes(pdf, 'application/pdf', pdf.length)).toEqual({
      ok: true,
      kind: 'pdf',
      mime: 'application/pdf',
    });
  });

  it('explains every refusal in Spanish', () => {
    expect(verifyBytes(new Uint8Array(), 'application/pdf', 0)).toMatchObject({
      ok: false,
      reason: 'El archivo está vacío.',
    });
    expect(verifyBytes(utf8('hola'), 'image/jpeg', 4)).toMatchObject({
      ok: false,
      reason:
        'El contenido del archivo no corresponde al tipo declarado (imagen JPG): parece texto plano (TXT).',
    });
    expect(verifyBytes(fakeExe(), 'image/png', fakeExe().length)).toMatchObject({
      ok: false,
      kind: 'exe',
      reason:
        'El archivo es un programa ejecutable disfrazado de imagen PNG; no se permite subirlo.',
    });
    expect(verifyBytes(new Uint8Array(MAX_UPLOAD_BYTES + 1), 'text/plain', 10)).toMatchObject({
      ok: false,
      reason: 'El archivo no puede exceder 10MB',
    });
  });
});
