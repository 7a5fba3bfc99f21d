import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import { selectedDayPath, selectedDayResponseSchema } from '@/lib/api/contract/schedules/staff-schedule';
import { unitSchedulesBaseKey } from './get-unit-schedules';

const schema = selectedDayResponseSchema.shape.data;

/** GET the selected day of a unit: bounds and slots with availability (a place `requesterId` holds counts as free). */
export const getSelectedDay = (unitId: number, date: string, requesterId?: string) =>
  request(schema, { url: selectedDayPath(unitId, date, requesterId) });

export const getSelectedDayQueryOptions = (unitId: number, date: string | null, requesterId?: string) =>
  queryOptions({
    // Under the schedules key, so a booking refreshes the free slots too.
    queryKey: [...unitSchedulesBaseKey, 'day', unitId, date, requesterId ?? null] as const,
    queryFn: () => getSelectedDay(unitId, date as string, requesterId),
    enabled: date !== null,
    retry: false,
  });

/** Slots of one day, for the Add Appointment times of the request being booked. */
export const useSelectedDay = (unitId: number, date: string | null, requesterId?: string) =>
  useQuery(getSelectedDayQueryOptions(unitId, date, requesterId));
