import { roleIds, type RoleId } from '../../src/lib/api/contract/auth';

/**
 * Who may call each route, one entry per "METHOD url" of the route table
 * (server/lib/route-table.ts). server/security-roles.test.ts walks every route
 * × every caller × an object of their own and one of someone else's in the
 * same tenant, and fails on a route missing here: a new route cannot forget
 * to say who may use it. Derived from what each role's screens show
 * (docs/product/*.md, docs/decisions/0060-least-privilege.md).
 */

export type Caller = RoleId | 'signed-out';
export const callers: readonly Caller[] = [...roleIds, 'signed-out'];

/**
 * 'own': allowed on the caller's own object (their user id, a request they are
 * the patient, creator or provider staff of, a case they started), refused on
 * another's. 'any': allowed whatever the object, by design (reference data,
 * every case of the tenant for hospital and payor users). Absent: refused.
 */
export type Access = 'own' | 'any';
export interface RoutePolicy {
  who: Partial<Record<Caller, Access>>;
  why: string;
}

const all = (access: Access, ...except: Caller[]) =>
  Object.fromEntries(callers.filter((c) => !except.includes(c)).map((c) => [c, access])) as RoutePolicy['who'];
const some = (access: Access, ...roles: Caller[]) =>
  Object.fromEntries(roles.map((c) => [c, access])) as RoutePolicy['who'];

const anyone = (why: string): RoutePolicy => ({ who: all('any'), why });
const signedIn = (why: string): RoutePolicy => ({ who: all('any', 'signed-out'), why });
const self = (why: string): RoutePolicy => ({ who: all('own', 'signed-out'), why });
const only = (access: Access, roles: Caller[], why: string): RoutePolicy => ({ who: some(access, ...roles), why });

const docs = anyone('the API documentation');
const staff: Caller[] = ['clinic', 'doctor'];
/**
 * Provider roles that see the provider's schedules and staff worklist: the spec
 * gives doctors, specialists and clinic or hospital staff the provider side
 * (worklists, calendars, booking, marking attendance).
 */
const scheduleStaff: Caller[] = [...staff, 'specialist', 'hospital'];
const pafRoles: Caller[] = ['specialist', 'hospital', 'payor'];
/** The PAF wizard's reference data: the specialist fills it in, hospital and payor read the same case. */
const pafReference = only('any', pafRoles, "a payor's PAF reference data, for the PAF roles");
/** A request its patient, its creating agent and its provider's clinic and doctors work on. */
const requestReaders = (why: string): RoutePolicy => ({ who: some('own', 'patient', 'agent', ...staff), why });

export const accessPolicy: Record<string, RoutePolicy> = {
  'GET /api/docs': docs,
  'GET /api/docs/static/index.html': docs,
  'GET /api/docs/static/swagger-initializer.js': docs,
  'GET /api/docs/json': docs,
  'GET /api/docs/yaml': docs,
  'GET /api/docs/static/*': docs,
  'POST /api/v1/access/authenticate': anyone('log in'),
  'POST /api/v1/access/logout': anyone('log out (ends whatever session there is)'),
  'GET /api/v1/session': signedIn("the caller's own session"),
  'POST /api/v1/access/token': signedIn('a login token for the caller themselves'),
  'POST /apis/v1/authenticate/token': anyone('exchange a login token'),
  'GET /sso/:clientName/login': { who: {}, why: 'the walk tenant has no partner sign-on: 404 for every caller' },
  'GET /sso/:clientName/start': { who: {}, why: 'the walk tenant has no partner sign-on: 404 for every caller' },
  'GET /sso/:clientName/callback': { who: {}, why: 'the walk tenant has no partner sign-on: 404 for every caller' },
  'POST /sso/:clientName/login': anyone("the demo partner's sign-in"),
  'GET /api/v1/user/menu': signedIn("the caller's own menu"),
  'GET /api/v1/sidebar/:service': signedIn("the caller's own role's drawer"),
  'GET /api/v1/user/profile/:userId/attributes': self("the caller's own name"),
  'POST /api/v1/signup': anyone('sign-up, step 1'),
  'GET /api/v1/registration/:clientName': anyone("a tenant's public sign-up form"),
  'POST /api/v1/registration/validate/:clientName': anyone('sign-up, step 2'),
  'POST /api/v1/register/:clientName': anyone('sign-up, step 3'),
  'POST /api/v1/signup/verification-code': anyone('sign-up: a new code for the address being confirmed'),
  'POST /api/v1/signup/verify-email': anyone('sign-up: confirm the address with its code'),
  'POST /api/v1/worklist/:client/opd/:roleId/:userId': only(
    'own',
    ['agent', ...scheduleStaff],
    'staff and agent worklists',
  ),
  'POST /api/v1/worklist/:client/opd/:roleId/:userId/filter': only(
    'own',
    ['agent', ...scheduleStaff],
    'staff and agent worklists',
  ),
  'GET /api/v1/provider/:providerId/booking': only(
    'own',
    scheduleStaff,
    "the clinic schedule of the caller's provider",
  ),
  'GET /api/v1/provider/:providerId/healthscreening/booking': only(
    'own',
    scheduleStaff,
    'the health-screening schedule',
  ),
  'POST /api/v1/booking/schedules': only('own', staff, "schedules of the provider's units"),
  'GET /api/v1/booking/unitId/:unitId': only('own', scheduleStaff, "a unit of the caller's provider"),
  'GET /api/v1/booking/unitId/:unitId/day/:date': only('own', scheduleStaff, "a unit of the caller's provider"),
  'GET /api/v1/booking/case/unitId/:unitId/requesterId/:requesterId': only(
    'own',
    scheduleStaff,
    "the patient case of the provider's staff (a patient's own, only while reschedulable: reschedule.test.ts)",
  ),
  'GET /api/v1/booking/appointment/unitId/:unitId/requesterId/:requesterId': only(
    'own',
    scheduleStaff,
    'the schedule dialog of the provider',
  ),
  'POST /api/v1/booking/book/unitId/:unitId/requesterId/:requesterId': requestReaders(
    'staff book; the patient reschedules their own',
  ),
  'POST /api/v1/booking/status': only('own', staff, "status of the provider's appointments"),
  'GET /api/v1/waiting-list/offers': signedIn("the caller's own offers"),
  'GET /api/v1/waiting-list/offer/:offerId': only('own', ['patient'], "the patient's own offer"),
  'POST /api/v1/waiting-list/offer/:offerId/accept': only('own', ['patient'], "the patient's own offer"),
  'POST /api/v1/waiting-list/offer/:offerId/decline': only('own', ['patient'], "the patient's own offer"),
  'GET /api/v1/provider/:providerId/booking/waiting-list': only('own', scheduleStaff, "the provider's waiting lists"),
  'GET /api/v1/provider/:providerId/healthscreening/booking/waiting-list': only(
    'own',
    scheduleStaff,
    "the provider's waiting lists",
  ),
  'GET /api/v1/search/diagnosiscodes/:text/tree': signedIn('reference data (ICD-10)'),
  'GET /preauth/api/v1/search/diagnosiscodes/:text/tree': signedIn('reference data (ICD-10)'),
  'GET /preauth/api/v1/search/procedurecodes/:text/country/:country': signedIn('reference data (procedures)'),
  'GET /preauth/api/v1/search/procedurecodes/:text/client/:clientId': signedIn('reference data (procedures)'),
  'GET /api/v1/procedurecodes/country/:country': signedIn('reference data (procedures)'),
  'GET /api/v1/procedurecodes/country/:country/l1/:l1/l2/:l2': signedIn('reference data (procedures)'),
  'GET /discovery/api/v1/country/consolidated/client/:clientName': signedIn('reference data (locations)'),
  'GET /discovery/api/v1/specialty/country/:country': signedIn('reference data (specialties)'),
  'POST /discovery/api/v1/doctor': signedIn('doctor search'),
  'POST /arrow/api/specialist/:id/details': signedIn("a doctor's facilities"),
  'POST /arrow/api/appointment/opd/create/:userId/client/:clientName': only('own', ['patient'], 'a patient books'),
  'GET /api/v1/assets/panel/:file': anyone('payor icons'),
  'POST /api/v1/worklist/patient/:userId': self("the caller's own inbox"),
  'POST /api/v1/worklist/patient/:userId/filter': self("the caller's own inbox"),
  'GET /api/v1/opd/pending/link': signedIn("the caller's own pending request"),
  'POST /api/v1/worklist/patient/action/:action': only('own', ['patient'], "the patient's own proposal"),
  'GET /arrow/api/v1/:service/refNo/:ref/details/:userId': only(
    'own',
    ['patient', 'agent'],
    "case details of the caller's own request (inbox)",
  ),
  'GET /api/v1/provider/case/:service/refNo/:ref': only(
    'own',
    staff,
    "case details of a request of the caller's provider (the worklist's View); another provider's: 404",
  ),
  'POST /api/v1/appointment/:serviceType/:referenceNo/cancel': only('own', ['patient'], "the patient's own request"),
  'POST /users/v1/user/forgot-password': anyone('password reset'),
  'POST /auth/v1/auth/verify-otp': anyone('password reset'),
  'POST /users/v1/user/reset-password': anyone('password reset'),
  'POST /users/v1/user/change-password': signedIn("the caller's own password"),
  'GET /users/v1/user/profile': signedIn("the caller's own profile"),
  'PATCH /users/v1/user/profile': signedIn("the caller's own profile"),
  'POST /users/v1/user/profile/email': signedIn("the caller's own profile"),
  'POST /users/v1/user/profile/contact_number': signedIn("the caller's own profile"),
  'POST /users/v1/user/profile/address': signedIn("the caller's own profile"),
  'DELETE /users/v1/user/profile/:type/:id': self("the caller's own profile item"),
  'PUT /users/v1/user/profile/:type/:id/preferred': self("the caller's own profile item"),
  'GET /users/v1/user/locations': signedIn('reference data (locations)'),
  'PUT /users/v1/user/preferred-locale': signedIn("the caller's own mail language"),
  'GET /dev/mailbox': anyone('demo mode only'),
  'GET /dev/mailbox.html': anyone('demo mode only'),
  'GET /api/v1/xsrf': anyone("the caller's own XSRF cookie"),
  'POST /api/v1/errors': anyone('client error reports'),
  'GET /api/health': anyone('liveness for load balancers'),
  'GET /arrow/api/mcu/attributes/:userId/client/:clientName': self('MCU criteria for the caller'),
  'POST /arrow/api/mcu/recommendations/:userId/client/:clientName': self('MCU packages for the caller'),
  'POST /arrow/api/mcu/package/:packageId/locations/client/:clientName': signedIn('package locations'),
  'PUT /arrow/api/mcu/selectlocation/:userId/client/:clientName': only(
    'own',
    ['patient', 'agent'],
    'a patient, or an agent for one, opens an MCU request',
  ),
  'GET /api/v1/schedule/unitId/:unitId': signedIn('session picker days'),
  'POST /api/v1/schedule/book/unitId/:unitId/requesterId/:requesterId': only(
    'own',
    ['patient', 'agent'],
    'the patient or creating agent picks sessions',
  ),
  'GET /api/v1/appointment/:serviceType/:requesterId/summary': requestReaders('a request summary (finding 2)'),
  'GET /api/v1/assets/logo/:file': anyone('tenant logo for mails'),
  'GET /api/v1/payors/module/paf/specialist/:id': only('own', pafRoles, "the tenant's payors, by the caller's own id"),
  'GET /api/v1/identificationDocumentTypes/clientId/:id': pafReference,
  'GET /api/v1/client/config/id/:id': pafReference,
  'GET /pds/v1/payor/currency/clientId/:id': pafReference,
  'GET /pds/v1/hospital/panel/clientId/:id': pafReference,
  'GET /pds/v1/paf/form/clientId/:id/subType/:subType': pafReference,
  'POST /pds/v1/initialize/paf/client/:id': only('any', ['specialist'], 'a specialist starts a case'),
  'POST /pds/v1/patient/policyInfo': only('own', ['specialist'], "the specialist's own draft"),
  'POST /pds/v1/patient/admission/details': only('own', ['specialist'], "the specialist's own draft"),
  'POST /pds/v1/patient/diagnosis/details': only('own', ['specialist'], "the specialist's own draft"),
  'POST /pds/v1/patient/treatment/details': only('own', ['specialist'], "the specialist's own draft"),
  'POST /pds/v1/patient/referral/documents/case/:caseId': only('own', ['specialist'], "the specialist's own draft"),
  'GET /pds/v1/patient/referral/documents/case/:caseId/:documentId': {
    who: { specialist: 'own', hospital: 'any' },
    why: 'medical attachments: the specialist and hospital of the case (finding 2)',
  },
  'POST /pds/v1/epaf/worklist/role/:role': only('own', pafRoles, "the PAF list of the caller's role"),
  'GET /pds/v1/epaf/summary/caseId/:id/roleType/:role': {
    who: { specialist: 'own', hospital: 'any', payor: 'any' },
    why: 'case details: its specialist, and hospital and payor users of the tenant',
  },
  'POST /pds/v1/hospital/cost': only('any', ['hospital'], 'hospital charges'),
  'GET /pds/v1/paf/draft/case/:caseId': only('own', ['specialist'], "the specialist's own case, to resume it"),
  'DELETE /pds/v1/paf/draft/case/:caseId': only('own', ['specialist'], 'the specialist discards their own draft'),
  'GET /api/v1/paf/:caseId/document.pdf': {
    who: { specialist: 'own', hospital: 'any', payor: 'any' },
    why: 'the completed PAF, which the payor approves',
  },
  'POST /doc/qr': only('own', ['specialist'], "signing QR of the specialist's own case"),
  'GET /pds/v1/signing/:token': { who: {}, why: 'the token is the credential: a made-up one is refused to everyone' },
  'POST /pds/v1/signing/:token': { who: {}, why: 'the token is the credential: a made-up one is refused to everyone' },
  'GET /api/v1/:service/patient/:userId/form/oaf/refNo/:requesterId': only(
    'own',
    ['patient', 'agent'],
    'the form of an own request',
  ),
  'POST /api/v1/form/config/details': signedIn('form definitions'),
  'GET /api/v1/data/nationality': signedIn('reference data (nationalities)'),
  'POST /api/v1/:service/patient/:userId/form/oaf/refNo/:requesterId/submit': only(
    'own',
    ['patient', 'agent'],
    'the form of an own request',
  ),
  'GET /api/v1/documents/:requestId/:name': requestReaders("a request's attachment (finding 2)"),
};
