import { queryOptions, useQuery } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { apiClient } from '@/lib/api/api-client';
import { safeUrl } from '@/components/worklist-table/model/safe-url';
import { ApiError } from '@/lib/api/api-error';
import { errorEnvelopeSchema } from '@/lib/api/contract/envelope';
import { pafPaths, signingUrlHeader, type QrBody } from '@/lib/api/contract/pre-authorisation/paf';

export interface SignatureQr {
  /** Object URL of the 250×250 PNG. */
  imageUrl: string;
  /** The link the QR encodes, offered as a plain link too. */
  signingUrl: string;
}

/** The header's link when it is http(s) or on this origin; '' (no link shown) otherwise. */
export function signingLinkOf(header: unknown, origin = window.location.origin): string {
  return typeof header === 'string' ? (safeUrl(header, origin) ?? '') : '';
}

/**
 * A refusal's envelope, read from the blob the image was asked as: its reason (an incomplete case) and fields
 * (the missing sections) let the card say why.
 */
export async function qrErrorOf(error: unknown): Promise<ApiError> {
  const data: unknown = isAxiosError(error) ? error.response?.data : undefined;
  const status = isAxiosError(error) ? (error.response?.status ?? 0) : 0;
  if (!(data instanceof Blob)) return new ApiError('http', status, '');
  try {
    const parsed = errorEnvelopeSchema.safeParse(JSON.parse(await data.text()));
    if (!parsed.success) return new ApiError('http', status, '');
    const { message, fields, reason } = parsed.data.error;
    return new ApiError('http', status, message, fields, undefined, reason);
  } catch {
    return new ApiError('http', status, '');
  }
}

/** POST doc/qr: a blob, so it bypasses the envelope parser. */
export async function getSignatureQr(body: QrBody): Promise<SignatureQr> {
  try {
    const response = await apiClient.post<Blob>(pafPaths.qr, body, { responseType: 'blob' });
    return {
      imageUrl: URL.createObjectURL(response.data),
      signingUrl: signingLinkOf(response.headers[signingUrlHeader]),
    };
  } catch (error) {
    throw await qrErrorOf(error);
  }
}

export const getSignatureQrQueryOptions = (body: QrBody) =>
  queryOptions({
    queryKey: ['paf', 'qr', body] as const,
    queryFn: () => getSignatureQr(body),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

/** A fresh signing QR for one signer; disabled once they have signed. */
export const useSignatureQr = (body: QrBody, enabled: boolean) =>
  useQuery({ ...getSignatureQrQueryOptions(body), enabled });
