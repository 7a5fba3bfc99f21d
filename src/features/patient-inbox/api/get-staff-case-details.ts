import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import {
  staffCaseDetailsPath,
  staffCaseDetailsResponseSchema,
} from '@/lib/api/contract/patient-inbox/staff-case-details';

const schema = staffCaseDetailsResponseSchema.shape.data;

/** GET /api/v1/provider/case/{service}/refNo/{ref}. */
export const getStaffCaseDetails = (service: string, referenceNo: string) =>
  request(schema, { url: staffCaseDetailsPath(service, referenceNo) });

export const getStaffCaseDetailsQueryOptions = (service: string, referenceNo: string) =>
  queryOptions({
    queryKey: ['patient-inbox', 'staff-case', service, referenceNo] as const,
    queryFn: () => getStaffCaseDetails(service, referenceNo),
    retry: false,
  });

/** One case of the signed-in staff user's provider (the worklist's View). */
export const useStaffCaseDetails = (service: string, referenceNo: string) =>
  useQuery(getStaffCaseDetailsQueryOptions(service, referenceNo));
