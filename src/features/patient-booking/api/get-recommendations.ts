import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import {
  mcuPaths,
  recommendationsResponseSchema,
  type RecommendationCriteria,
} from '@/lib/api/contract/patient-booking/mcu';
import { readCookie } from '@/lib/auth/session-cookies';

const schema = recommendationsResponseSchema.shape.data;

/** POST arrow/api/mcu/recommendations/{userId}/client/{client}. */
export const getRecommendations = (client: string, criteria: RecommendationCriteria) =>
  request(schema, {
    method: 'POST',
    url: mcuPaths.recommendations(readCookie('userId') ?? '', client),
    data: criteria,
  });

export const recommendationsQueryOptions = (client: string, criteria: RecommendationCriteria) =>
  queryOptions({
    queryKey: ['patient-booking', 'mcu-recommendations', client, criteria] as const,
    queryFn: () => getRecommendations(client, criteria),
  });

/** Packages recommended for the criteria. */
export const useRecommendations = (client: string, criteria: RecommendationCriteria) =>
  useQuery(recommendationsQueryOptions(client, criteria));
