import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import { sessionBookingPaths, unitScheduleResponseSchema } from '@/lib/api/contract/patient-booking/session-booking';

const schema = unitScheduleResponseSchema.shape.data;

/** GET {schedule}/schedule/unitId/{unitId}: days with dayStatus and slots. */
export const getUnitSchedule = (unitId: number) => request(schema, { url: sessionBookingPaths.unitSchedule(unitId) });

export const unitScheduleQueryOptions = (unitId: number) =>
  queryOptions({
    queryKey: ['patient-booking', 'unit-schedule', unitId] as const,
    queryFn: () => getUnitSchedule(unitId),
  });

/** The unit's calendar for the session picker. */
export const useUnitSchedule = (unitId: number) => useQuery(unitScheduleQueryOptions(unitId));
