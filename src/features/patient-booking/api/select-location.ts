import { useMutation } from '@tanstack/react-query';
import { request } from '@/lib/api/api-client';
import { mcuPaths, selectLocationResponseSchema } from '@/lib/api/contract/patient-booking/mcu';
import { readCookie } from '@/lib/auth/session-cookies';

const schema = selectLocationResponseSchema.shape.data;

/** Body of the location choice. */
export interface SelectLocationBody {
  packageId: string;
  unitId: number;
}

/** PUT arrow/api/mcu/selectlocation/{userId}/client/{client}: opens the MCU request. */
export const selectLocation = (client: string, body: SelectLocationBody) =>
  request(schema, { method: 'PUT', url: mcuPaths.selectLocation(readCookie('userId') ?? '', client), data: body });

/** Opens the MCU request for the chosen package and location (it creates a request; no cached query shows it yet). */
export const useSelectLocation = (client: string) =>
  useMutation({ mutationFn: (body: SelectLocationBody) => selectLocation(client, body) });
