/**
 * Every route of the portal, declared once. `path` is the router pattern
 * (relative to the /app basename); `getHref` builds a link.
 */
export type SignupStep = 'accountsettings' | 'personalprofile' | 'review/submit' | 'verify';

export const paths = {
  login: { path: '/:clientName/login', getHref: (clientName: string) => `/${clientName}/login` },
  signup: {
    path: '/signup/:clientName/*',
    getHref: (clientName: string, step: SignupStep = 'accountsettings') => `/signup/${clientName}/${step}`,
  },
  resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
  myAccount: { path: '/user-profile/my-account', getHref: () => '/user-profile/my-account' },
  accountSecurity: { path: '/user-profile/account-security', getHref: () => '/user-profile/account-security' },
  patientHome: { path: '/patient', getHref: () => '/patient' },
  providerHome: {
    path: '/provider/:providerId',
    getHref: (providerId: string) => `/provider/${encodeURIComponent(providerId)}`,
  },
  agentHome: {
    path: '/agent/home/:providerId',
    getHref: (providerId: string) => `/agent/home/${encodeURIComponent(providerId)}`,
  },
  preauth: { path: '/preauth', getHref: () => '/preauth' },
  /** The wizard; with a case id it resumes that draft at its first missing section. */
  pafWizard: {
    path: '/paf',
    getHref: (caseId?: string) => (caseId ? `/paf?case=${encodeURIComponent(caseId)}` : '/paf'),
  },
  pafCaseDetails: {
    path: '/epaf/role/:roleId/case/:caseId',
    getHref: (roleId: string, caseId: string) =>
      `/epaf/role/${encodeURIComponent(roleId)}/case/${encodeURIComponent(caseId)}`,
  },
  /** The phone signing page; signers are not signed in, so it sits beside login. */
  pafSigning: { path: '/epaf/sign/:token', getHref: (token: string) => `/epaf/sign/${encodeURIComponent(token)}` },
  myServices: { path: '/myservices', getHref: () => '/myservices' },
  searchDoctor: { path: '/search-doctor', getHref: () => '/search-doctor' },
  caseDetails: {
    path: '/view/:serviceType/:requesterId',
    getHref: (serviceType: string, requesterId: string) =>
      `/view/${encodeURIComponent(serviceType)}/${encodeURIComponent(requesterId)}`,
  },
  opdForm: {
    path: '/opd/patient/client/form/:requesterId',
    getHref: (requesterId: string) => `/opd/patient/client/form/${encodeURIComponent(requesterId)}`,
  },
  healthScreeningForm: { path: '/health-screening/form', getHref: () => '/health-screening/form' },
  mcuForm: {
    path: '/mcu/patient/client/form/:requesterId',
    getHref: (requesterId: string) => `/mcu/patient/client/form/${encodeURIComponent(requesterId)}`,
  },
  healthScreening: { path: '/health-screening', getHref: () => '/health-screening' },
  appointmentComplete: {
    path: '/appointment/:serviceType/:requesterId/complete',
    getHref: (serviceType: string, requesterId: string) =>
      `/appointment/${encodeURIComponent(serviceType)}/${encodeURIComponent(requesterId)}/complete`,
  },
  /**
   * The patient moves their own appointment: a patient page of free times, not the staff calendar
   * (docs/decisions/0084-proposals-the-patients-reschedule-page.md).
   */
  patientReschedule: {
    path: '/appointment/:serviceType/:requesterId/reschedule/:unitId',
    getHref: (serviceType: string, requesterId: string, unitId: string) =>
      `/appointment/${encodeURIComponent(serviceType)}/${encodeURIComponent(requesterId)}/reschedule/${encodeURIComponent(unitId)}`,
  },
  doctorScheduleCreate: {
    path: '/doctor/schedule/create/:unitId/:requesterId/:serviceType',
    getHref: (unitId: string, requesterId: string, serviceType: string) =>
      `/doctor/schedule/create/${encodeURIComponent(unitId)}/${encodeURIComponent(requesterId)}/${encodeURIComponent(serviceType)}`,
  },
  scheduleCreate: {
    path: '/schedule/create/:unitId/:requesterId/:serviceType',
    getHref: (unitId: string, requesterId: string, serviceType: string) =>
      `/schedule/create/${encodeURIComponent(unitId)}/${encodeURIComponent(requesterId)}/${encodeURIComponent(serviceType)}`,
  },
  clinicSchedule: {
    path: '/schedule/clinic/provider/:providerId',
    getHref: (providerId: string) => `/schedule/clinic/provider/${encodeURIComponent(providerId)}`,
  },
  healthScreeningSchedule: {
    path: '/schedule/clinic/healthscreening/provider/:providerId',
    getHref: (providerId: string) => `/schedule/clinic/healthscreening/provider/${encodeURIComponent(providerId)}`,
  },
  /**
   * The spec's prototype Scheduled Appointment page, wired to data (route chosen in
   * docs/decisions/0009-staff-worklists-schedules-appointment.md).
   */
  scheduledAppointments: {
    path: '/schedule/appointments/provider/:providerId',
    getHref: (providerId: string) => `/schedule/appointments/provider/${encodeURIComponent(providerId)}`,
  },
  /**
   * A place offered from a waiting list: the patient accepts or declines it; mails link here
   * (docs/decisions/0055-waiting-list-ui.md).
   */
  waitingListOffer: {
    path: '/waiting-list/offers/:offerId',
    getHref: (offerId: string) => `/waiting-list/offers/${encodeURIComponent(offerId)}`,
  },
  /**
   * The spec's "patient administration", named but not described: the signed-in user's home
   * (docs/decisions/0079-routing.md).
   */
  patientAdmin: { path: '/patientadmin', getHref: () => '/patientadmin' },
  root: { path: '/', getHref: () => '/' },
} as const;

/** The router's basename: every page lives under /app. */
export const appBasename = '/app';
