import { z } from 'zod';
import { request } from '@/lib/api/api-client';

/** GET of a case-details URL a worklist cell links to; the answer is only checked to exist. */
export const getLinkedCase = (url: string) => request(z.unknown(), { url });
