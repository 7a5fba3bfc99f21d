/**
 * Every route of the portal, declared once. `path` is the router pattern
 * (relative to the /app basename); `getHref` builds a link.
 */
export const paths = {
  login: { path: '/:clientName/login', getHref: (clientName: string) => `/${clientName}/login` },
  signup: {
    path: '/signup/:clientName/*',
    getHref: (clientName: string, step: 'accountsettings' | 'personalprofile' | 'review/submit' = 'accountsettings') =>
      `/signup/${clientName}/${step}`,
  },
  resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
  patientHome: { path: '/patient', getHref: () => '/patient' },
  myServices: { path: '/myservices', getHref: () => '/myservices' },
  root: { path: '/', getHref: () => '/' },
} as const;

/** The router's basename: every page lives under /app. */
export const appBasename = '/app';
