import { appBasename, paths } from '../../src/config/paths';

/** A page Lighthouse audits: who must be signed in, and its URL path given the sign-in's landing link. */
export interface AuditedPage {
  name: string;
  /** Demo role to sign in as (`<role>@<tenant>.demo`); null for a signed-out page. */
  role: string | null;
  path: (tenant: string, landing: string) => string;
}

const app = (href: string) => `${appBasename}${href}`;
/** Staff landing links end in their provider id (`/app/provider/<id>`). */
const providerOf = (landing: string) => decodeURIComponent(landing.split('/').pop() ?? '');

/**
 * The audited pages (docs/decisions/0012-lighthouse.md): login, patient home, doctor search, worklist, clinic schedule,
 * PAF step 1.
 */
export const auditedPages: AuditedPage[] = [
  { name: 'login', role: null, path: (tenant) => app(paths.login.getHref(tenant)) },
  { name: 'patient home', role: 'patient', path: () => app(paths.patientHome.getHref()) },
  { name: 'doctor search', role: 'patient', path: () => app(paths.searchDoctor.getHref()) },
  { name: 'worklist', role: 'clinic', path: (_t, landing) => app(paths.providerHome.getHref(providerOf(landing))) },
  {
    name: 'clinic schedule',
    role: 'clinic',
    path: (_t, landing) => app(paths.clinicSchedule.getHref(providerOf(landing))),
  },
  { name: 'PAF step 1', role: 'specialist', path: () => app(paths.pafWizard.getHref()) },
];
