import type { Deps, ZodApp } from '../../types';
import { registerAppointmentStatusRoutes } from './appointment-status';
import { registerStaffBookingRoutes } from './staff-booking';
import { registerStaffScheduleRoutes } from './staff-schedule';
import { registerWorklistsRoutes } from '../worklists/routes';

/** The staff area (issue 5): worklist, schedules, booking, status updates. */
export function registerStaffAreaRoutes(app: ZodApp, deps: Deps): void {
  registerWorklistsRoutes(app, deps);
  registerStaffScheduleRoutes(app, deps);
  registerStaffBookingRoutes(app, deps);
  registerAppointmentStatusRoutes(app, deps);
}
