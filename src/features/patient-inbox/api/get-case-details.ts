import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import { caseDetailsPath, caseDetailsResponseSchema } from '@/lib/api/contract/patient-inbox/case-details';

const schema = caseDetailsResponseSchema.shape.data;

/** GET arrow/api/v1/{service}/refNo/{ref}/details/{userId}. */
export const getCaseDetails = (service: string, referenceNo: string, userId: string) =>
  request(schema, { url: caseDetailsPath(service, referenceNo, userId) });

export const getCaseDetailsQueryOptions = (service: string, referenceNo: string, userId: string) =>
  queryOptions({
    queryKey: ['patient-inbox', 'case', service, referenceNo, userId] as const,
    queryFn: () => getCaseDetails(service, referenceNo, userId),
    retry: false,
  });

/** One case of the signed-in patient. */
export const useCaseDetails = (service: string, referenceNo: string, userId: string) =>
  useQuery(getCaseDetailsQueryOptions(service, referenceNo, userId));
