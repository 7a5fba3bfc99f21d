import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import { formDefinitionSchema } from '@/lib/api/contract/patient-booking/forms';
import { pafPaths, type PafFormSubType } from '@/lib/api/contract/pre-authorisation/paf';

export interface PafFormQuery {
  treatmentType?: string;
  isSurgicalProcedure?: boolean;
}

export const getPafForm = (clientId: string, subType: PafFormSubType, query: PafFormQuery = {}) =>
  request(formDefinitionSchema, {
    url: pafPaths.formSchema(clientId, subType),
    params: {
      treatmentType: query.treatmentType,
      isSurgicalProcedure: query.isSurgicalProcedure === undefined ? undefined : String(query.isSurgicalProcedure),
    },
  });

export const getPafFormQueryOptions = (clientId: string, subType: PafFormSubType, query: PafFormQuery = {}) =>
  queryOptions({
    queryKey: ['paf', 'form', clientId, subType, query] as const,
    queryFn: () => getPafForm(clientId, subType, query),
    staleTime: Infinity,
  });

/** Section C, Section D or the estimate fee form schema. */
export const usePafForm = (clientId: string, subType: PafFormSubType, query: PafFormQuery = {}) =>
  useQuery(getPafFormQueryOptions(clientId, subType, query));
