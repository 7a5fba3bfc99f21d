import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import {
  unitSchedulesPath,
  unitSchedulesResponseSchema,
  type UnitSchedulesRequest,
} from '@/lib/api/contract/schedules/staff-schedule';

const schema = unitSchedulesResponseSchema.shape.data;

/** POST schedules for a list of unit ids over a local-date range. */
export const getUnitSchedules = (body: UnitSchedulesRequest) =>
  request(schema, { method: 'POST', url: unitSchedulesPath, data: body });

/** Every schedule query starts with this key: bookings and status updates invalidate it. */
export const unitSchedulesBaseKey = ['schedules', 'units'] as const;

export const getUnitSchedulesQueryOptions = (body: UnitSchedulesRequest) =>
  queryOptions({
    queryKey: [...unitSchedulesBaseKey, body] as const,
    queryFn: () => getUnitSchedules(body),
    enabled: body.unitIds.length > 0,
    placeholderData: keepPreviousData,
    retry: false,
  });

/** Days, sessions and bookings of the chosen units. */
export const useUnitSchedules = (body: UnitSchedulesRequest) => useQuery(getUnitSchedulesQueryOptions(body));
