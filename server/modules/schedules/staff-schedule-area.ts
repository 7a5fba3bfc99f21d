import type { Deps, ZodApp } from '../../types';
import { registerAppointmentStatusRoutes } from './appointment-status';
import { registerStaffBookingRoutes } from './staff-booking';
import { registerStaffScheduleRoutes } from './staff-schedule';
import { registerWorklistRoutes } from '../worklists/worklist';

/** The staff area (issue 5): worklist, schedules, booking, status updates. */
export function registerStaffAreaRoutes(app: ZodApp, deps: Deps): void {
  registerWorklistRoutes(app, deps);
  registerStaffScheduleRoutes(app, deps);
  registerStaffBookingRoutes(app, deps);
  registerAppointmentStatusRoutes(app, deps);
}
