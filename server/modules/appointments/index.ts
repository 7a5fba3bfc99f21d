export { insertIncompleteRequest, nextReferenceNo } from './new-request';
export { ownRequest } from './request-records';
export { namesOf, preferredOf, requestByReference, requestReferenced, type RequestRecord } from './request-queries';
export {
  patientReschedulable,
  patientReschedulableUnits,
  refusalFor,
  requireBookingCaller,
  rescheduleRefused,
  unitOfRequest,
  type BookingCaller,
} from './reschedule-access';
export { countPlace, insertSlotBooking, requestBookingRow, slotsStartingBetween, uncountPlace } from './slot-queries';
export { coveringSlots, releaseSlots, releaseWalkInSlots, slotTakenMessage, takeSlots } from './slot-service';
export { actorOf, ownUnit, ownUnits, requireStaff, type UnitRecord } from './staff-access';
export { staffActionFor } from './staff-actions';
