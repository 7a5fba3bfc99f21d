import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import { selectedDayPath, selectedDayResponseSchema } from '@/lib/api/contract/schedules/staff-schedule';
import { unitSchedulesBaseKey } from './get-unit-schedules';

const schema = selectedDayResponseSchema.shape.data;

/** GET the selected day of a unit: bounds and slots with availability. */
export const getSelectedDay = (unitId: number, date: string) => request(schema, { url: selectedDayPath(unitId, date) });

export const getSelectedDayQueryOptions = (unitId: number, date: string | null) =>
  queryOptions({
    // Under the schedules key, so a booking refreshes the free slots too.
    queryKey: [...unitSchedulesBaseKey, 'day', unitId, date] as const,
    queryFn: () => getSelectedDay(unitId, date as string),
    enabled: date !== null,
    retry: false,
  });

/** Slots of one day, for the Add Appointment times. */
export const useSelectedDay = (unitId: number, date: string | null) =>
  useQuery(getSelectedDayQueryOptions(unitId, date));
