import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from './file-rules';
import { advancedUploadSchema, DOCUMENT_MESSAGES, uploadFormSchema } from './schemas';

const file = (name: string, type = '', size = 10) =>
  new File([new Uint8Array(size)], name, { type });

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);
}

describe('uploadFormSchema', () => {
  it('accepts a titled PDF with or without a case', () => {
    const result = uploadFormSchema.safeParse({
      title: '  INE vendedor ',
      expedienteId: null,
      file: file('ine.pdf', 'application/pdf'),
    });
    expect(result.success).toBe(true);
    expect(result.data?.title).toBe('INE vendedor');
  });

  it('says the spec messages for a wrong type and a file over 10 MB', () => {
    expect(
      messages(uploadFormSchema.safeParse({ title: 'x', expedienteId: null, file: file('a.exe') })),
    ).toEqual([DOCUMENT_MESSAGES.onlyPdfJpgPng]);
    expect(DOCUMENT_MESSAGES.onlyPdfJpgPng).toBe('Solo se permiten archivos PDF, JPG y PNG');
    expect(
      messages(
        uploadFormSchema.safeParse({
          title: 'x',
          expedienteId: null,
          file: file('a.pdf', 'application/pdf', MAX_UPLOAD_BYTES + 1),
        }),
      ),
    ).toEqual(['El archivo no puede exceder 10MB']);
  });

  it('needs a non-blank title and a file', () => {
    expect(
      messages(uploadFormSchema.safeParse({ title: '   ', expedienteId: null, file: null })),
    ).toEqual([DOCUMENT_MESSAGES.titleRequired, DOCUMENT_MESSAGES.fileRequired]);
  });
});

describe('advancedUploadSchema', () => {
  it('accepts a .docx and refuses an .exe with the list of extensions', () => {
    expect(
      advancedUploadSchema.safeParse({
        title: 'Contrato',
        docType: 'contrato',
        file: file('c.docx'),
      }).success,
    ).toBe(true);
    expect(
      messages(
        advancedUploadSchema.safeParse({ title: 'x', docType: 'general', file: file('x.exe') }),
      ),
    ).toEqual(['Solo se permiten archivos .pdf, .doc, .docx, .txt, .jpg, .jpeg, .png']);
  });
});
