import { useMutation } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import { initializeResponseSchema, pafPaths } from '@/lib/api/contract/pre-authorisation/paf';

export interface InitializeCaseInput {
  clientId: string;
  clientCountry: string;
  initiatorUserId: string;
}

/** POST initialize/paf/client/{id}: creates the case on the patient step's first NEXT. */
export const initializeCase = ({ clientId, ...body }: InitializeCaseInput) =>
  request(initializeResponseSchema.shape.data, { url: pafPaths.initialize(clientId), method: 'post', data: body });

/** Creates a case for a payor. */
export const useInitializeCase = () => useMutation({ mutationFn: initializeCase });
