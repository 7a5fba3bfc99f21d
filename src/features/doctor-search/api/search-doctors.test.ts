import { beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '@/lib/api/api-client';
import { ApiError } from '@/lib/api/api-error';
import { searchDoctors } from './search-doctors';

vi.mock('@/lib/api/api-client', () => ({ request: vi.fn() }));
const mockedRequest = vi.mocked(request);

beforeEach(() => mockedRequest.mockReset());

describe('searchDoctors', () => {
  it('returns the empty list the server answers when nothing matches', async () => {
    mockedRequest.mockResolvedValueOnce([]);
    await expect(searchDoctors({ clientName: 'ava-sg', country: 'singapore', doctorName: 'zzzzqq' })).resolves.toEqual(
      [],
    );
  });

  it('treats a 404 as a failure, not as "no doctors"', async () => {
    mockedRequest.mockRejectedValueOnce(new ApiError('http', 404, 'Not found'));
    await expect(searchDoctors({ clientName: 'ava-sg', country: 'singapore' })).rejects.toMatchObject({ status: 404 });
  });
});
