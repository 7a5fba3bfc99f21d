export { insertIncompleteRequest, nextReferenceNo } from './new-request';
export { namesOf, ownRequest, preferredOf, type RequestRecord } from './request-records';
export {
  patientReschedulable,
  patientReschedulableUnits,
  refusalFor,
  requireBookingCaller,
  rescheduleRefused,
  unitOfRequest,
  type BookingCaller,
} from './reschedule-access';
export { coveringSlots, releaseSlots, releaseWalkInSlots, slotTakenMessage, takeSlots } from './slots';
export { actorOf, ownUnit, ownUnits, requireStaff, type UnitRecord } from './staff-access';
export { staffActionFor } from './staff-actions';
