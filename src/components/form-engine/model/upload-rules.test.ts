import { describe, expect, it } from 'vitest';
import { canAddMore, formatFileSize, isAcceptedUpload, withinTotalLimit } from './upload-rules';

describe('upload rules', () => {
  it('accepts images and PDF only', () => {
    expect(isAcceptedUpload({ type: 'application/pdf' })).toBe(true);
    expect(isAcceptedUpload({ type: 'image/webp' })).toBe(true);
    expect(isAcceptedUpload({ type: 'text/html' })).toBe(false);
  });
  it('limits the total to 10 MB', () => {
    expect(withinTotalLimit([{ size: 5 * 1024 * 1024 }, { size: 5 * 1024 * 1024 }])).toBe(true);
    expect(withinTotalLimit([{ size: 5 * 1024 * 1024 }, { size: 5 * 1024 * 1024 + 1 }])).toBe(false);
  });
  it('shows KB and MB', () => {
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1.5 MB');
  });
  it('hides the add control after one file in single mode', () => {
    expect(canAddMore(0, true)).toBe(true);
    expect(canAddMore(1, true)).toBe(false);
    expect(canAddMore(3, false)).toBe(true);
  });
});
