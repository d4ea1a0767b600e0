import { describe, expect, it } from 'vitest';
import { acceptedDocumentsCount } from './steps';

describe('the wizard documents counter', () => {
  it('counts only files on-upload accepted, not rejected, pending or file-less ones', () => {
    expect(
      acceptedDocumentsCount([
        { upload_status: 'verified' },
        { upload_status: 'failed' },
        { upload_status: 'failed' },
        { upload_status: 'pending' },
        { upload_status: null },
        { upload_status: 'verified' },
      ]),
    ).toBe(2);
    expect(acceptedDocumentsCount([])).toBe(0);
  });
});
