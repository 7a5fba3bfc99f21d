import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import {
  statusUpdatePath,
  statusUpdateResponseSchema,
  type StatusUpdateRequest,
} from '@/lib/api/contract/schedules/staff-booking';
import { getAppointmentDetailQueryOptions } from './get-appointment-detail';
import { unitSchedulesBaseKey } from './get-unit-schedules';
import { waitingListBaseKey } from './get-waiting-list';

const schema = statusUpdateResponseSchema.shape.data;

/** POST the status update (unitId, requesterId, status, notes). */
export const updateAppointmentStatus = (body: StatusUpdateRequest) =>
  request(schema, { method: 'POST', url: statusUpdatePath, data: body });

/** Updates a status, then reloads the schedule, its waiting list and the dialog's detail. */
export function useUpdateAppointmentStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateAppointmentStatus,
    onSuccess: async (_data, body) => {
      await Promise.all([
        client.invalidateQueries({ queryKey: unitSchedulesBaseKey }),
        // A cancelled or moved booking frees a place, which the waiting list offers to the next patient.
        client.invalidateQueries({ queryKey: waitingListBaseKey }),
        client.invalidateQueries({
          queryKey: getAppointmentDetailQueryOptions(body.unitId, body.requesterId).queryKey,
        }),
      ]);
    },
  });
}
