import { describe, expect, it } from 'vitest';
import {
  checkAdvancedFile,
  checkBasicFile,
  extensionOf,
  MAX_UPLOAD_BYTES,
  titleFromFileName,
  uploadMimeType,
} from './file-rules';

const file = (name: string, type = '', size = 10) =>
  new File([new Uint8Array(size)], name, { type });

describe('checkBasicFile', () => {
  it('accepts PDF, JPG and PNG', () => {
    expect(checkBasicFile(file('ine.pdf', 'application/pdf'))).toBeNull();
    expect(checkBasicFile(file('foto.JPG', 'image/jpeg'))).toBeNull();
    expect(checkBasicFile(file('foto.jpeg'))).toBeNull();
    expect(checkBasicFile(file('scan.png', 'image/png'))).toBeNull();
  });

  it('refuses other types, and a browser type that contradicts the extension', () => {
    expect(checkBasicFile(file('virus.exe', 'application/x-msdownload'))).toBe('type');
    expect(checkBasicFile(file('contrato.docx'))).toBe('type');
    expect(checkBasicFile(file('sin-extension'))).toBe('type');
    expect(checkBasicFile(file('factura.pdf', 'application/x-msdownload'))).toBe('type');
  });

  it('allows exactly 10485760 bytes and refuses one more', () => {
    expect(checkBasicFile(file('big.pdf', 'application/pdf', MAX_UPLOAD_BYTES))).toBeNull();
    expect(checkBasicFile(file('big.pdf', 'application/pdf', MAX_UPLOAD_BYTES + 1))).toBe('size');
  });
});

describe('checkAdvancedFile', () => {
  it('accepts .pdf .doc .docx .txt .jpg .jpeg .png whatever the browser guessed', () => {
    for (const name of ['a.pdf', 'a.doc', 'a.docx', 'a.txt', 'a.jpg', 'a.jpeg', 'a.png']) {
      expect(checkAdvancedFile(file(name))).toBeNull();
    }
  });

  it('refuses other extensions and files over 10 MB', () => {
    expect(checkAdvancedFile(file('a.exe'))).toBe('type');
    expect(checkAdvancedFile(file('a.zip'))).toBe('type');
    expect(checkAdvancedFile(file('a.txt', 'text/plain', MAX_UPLOAD_BYTES + 1))).toBe('size');
  });
});

describe('uploadMimeType', () => {
  it('maps the extension to the MIME type the bucket and on-upload expect', () => {
    expect(uploadMimeType('x.PDF')).toBe('application/pdf');
    expect(uploadMimeType('x.jpg')).toBe('image/jpeg');
    expect(uploadMimeType('x.jpeg')).toBe('image/jpeg');
    expect(uploadMimeType('x.docx')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(uploadMimeType('x.exe')).toBeNull();
  });
});

describe('file names', () => {
  it('reads the extension and derives the default title', () => {
    expect(extensionOf('Escritura.Final.PDF')).toBe('pdf');
    expect(extensionOf('.bashrc')).toBe('');
    expect(titleFromFileName('contrato-final.pdf')).toBe('contrato-final');
    expect(titleFromFileName('LEEME')).toBe('LEEME');
  });
});
