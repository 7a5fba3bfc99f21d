import { describe, expect, it } from 'vitest';
import { buildWorklistBody, nextCursor } from './worklist-query';

const none = { range: { start: null, end: null }, status: null, requestType: null };

describe('buildWorklistBody', () => {
  it('sends only the limit and page by default', () => {
    expect(buildWorklistBody(none, 5, { page: 1 }, 3)).toEqual({ limit: 5, page: 1 });
  });
  it('combines filters and the cursor', () => {
    expect(
      buildWorklistBody(
        { range: { start: '2026-01-01', end: '2026-01-31' }, status: ['Scheduled'], requestType: ['OPD'] },
        10,
        { page: 2, action: 'older', created: 99 },
        3,
      ),
    ).toEqual({
      limit: 10,
      page: 2,
      action: 'older',
      created: 99,
      startDate: '2026-01-01',
      endDate: '2026-01-31',
      status: ['Scheduled'],
      requestType: ['OPD'],
    });
  });
  it('leaves out a range beyond the configured months', () => {
    expect(
      buildWorklistBody({ ...none, range: { start: '2026-01-01', end: '2026-06-01' } }, 5, { page: 1 }, 3),
    ).toEqual({ limit: 5, page: 1 });
  });
});

describe('nextCursor', () => {
  const rows = [{ created: 30 }, { created: 20 }, { created: 10 }];
  it('pages older from the last row and newer from the first', () => {
    expect(nextCursor('older', rows, 1)).toEqual({ action: 'older', created: 10, page: 2 });
    expect(nextCursor('newer', rows, 2)).toEqual({ action: 'newer', created: 30, page: 1 });
    expect(nextCursor('older', [], 1)).toBeNull();
  });

  it("carries the edge row's request id, which keeps rows of one instant apart", () => {
    const tied = [
      { created: 10, requestId: 'b' },
      { created: 10, requestId: 'a' },
    ];
    const older = nextCursor('older', tied, 1)!;
    expect(older).toEqual({ action: 'older', created: 10, requestId: 'a', page: 2 });
    const none = { range: { start: null, end: null }, status: null, requestType: null };
    expect(buildWorklistBody(none, 5, older, 3)).toEqual({
      limit: 5,
      page: 2,
      action: 'older',
      created: 10,
      requestId: 'a',
    });
  });
});
