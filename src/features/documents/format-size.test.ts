import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format-size';

describe('formatFileSize', () => {
  it('shows KB below 1,024 KB', () => {
    expect(formatFileSize(0)).toBe('0 KB');
    expect(formatFileSize(512)).toBe('0.5 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(1024 * 1023)).toBe('1,023 KB');
  });

  it('shows MB from 1,024 KB', () => {
    expect(formatFileSize(1024 * 1024)).toBe('1 MB');
    expect(formatFileSize(10_485_760)).toBe('10 MB');
    expect(formatFileSize(2.5 * 1024 * 1024)).toBe('2.5 MB');
  });

  it('shows a dash for a missing or impossible size', () => {
    expect(formatFileSize(null)).toBe('—');
    expect(formatFileSize(undefined)).toBe('—');
    expect(formatFileSize(-1)).toBe('—');
  });
});
