import { describe, expect, it } from 'vitest';
import { canAddMore, formatFileSize, isAcceptedUpload, screenPickedFiles, withinTotalLimit } from './upload-rules';

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
  it('turns away, before upload, what is not an image or PDF or goes over a limit', () => {
    const mb = 1024 * 1024;
    const pdf = (size: number, name = 'a.pdf') => ({ name, type: 'application/pdf', size });
    const txt = { name: 'notes.txt', type: 'text/plain', size: 10 };
    expect(screenPickedFiles([], [txt, pdf(1)], { totalBytes: 10 * mb })).toEqual({
      accepted: [pdf(1)],
      refusal: 'wrongType',
    });
    expect(screenPickedFiles([{ size: 9 * mb }], [pdf(mb + 1), pdf(mb, 'b.pdf')], { totalBytes: 10 * mb })).toEqual({
      accepted: [pdf(mb, 'b.pdf')],
      refusal: 'tooLarge',
    });
    expect(screenPickedFiles([], [pdf(6 * mb)], { perFileBytes: 5 * mb })).toEqual({
      accepted: [],
      refusal: 'tooLarge',
    });
    expect(screenPickedFiles([{ size: 9 * mb }], [pdf(5 * mb)], { perFileBytes: 5 * mb })).toEqual({
      accepted: [pdf(5 * mb)],
      refusal: null,
    });
  });
});
