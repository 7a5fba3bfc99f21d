import type { RouteSpec } from './lib/route-budget';

/** Code that must never load with the login page (docs/decisions/0011-bundle-budgets.md). */
export const heavyOnLogin = [
  /@schedule-x/,
  /libphonenumber-js/,
  /react-phone-number-input/,
  /react-day-picker/,
  /@react-aria\/datepicker|@internationalized\/date/,
  /qrcode/,
  /pdfkit|jspdf/,
];

/** Signed-in pages sit in the sign-in gate's layout, then the app shell (both lazy routes). */
const shell = ['src/app/routes/gated-layout.tsx', 'src/features/shell/components/app-shell.tsx'];

const page = (feature: string, name: string) => [...shell, `src/features/${feature}/components/${name}.tsx`];

/** Each route's first-load modules: the layouts it sits in, then its page. */
export const budgetRoutes: RouteSpec[] = [
  { label: 'login', modules: ['src/features/auth/components/login-page.tsx'], budgetKB: 175, forbidden: heavyOnLogin },
  { label: 'sign-up', modules: ['src/features/signup/components/signup-page.tsx'], budgetKB: 300 },
  {
    label: 'reset password',
    modules: ['src/features/account/components/reset/reset-password-page.tsx'],
    budgetKB: 300,
  },
  { label: 'my inbox', modules: page('patient-inbox', 'inbox-page'), budgetKB: 300 },
  { label: 'search doctor', modules: page('doctor-search', 'search-doctor-page'), budgetKB: 300 },
  { label: 'mcu form + sessions', modules: page('patient-booking', 'mcu-form-page'), budgetKB: 300 },
  { label: 'worklist', modules: page('worklists', 'worklist-page'), budgetKB: 300 },
  { label: 'clinic schedule', modules: page('schedules', 'clinic-schedule-page'), budgetKB: 300 },
  { label: 'paf wizard', modules: page('pre-authorisation', 'paf-wizard-page'), budgetKB: 300 },
  { label: 'my account', modules: page('account', 'profile/my-account-page'), budgetKB: 300 },
  // Not a route: what every signed-in page loads just after its first paint, while its data is still coming.
  {
    label: 'account language (after first paint)',
    modules: [...shell, 'src/lib/i18n/save-preferred-locale.ts'],
    budgetKB: 300,
    forbidden: [/libphonenumber-js/],
  },
  { label: 'signing (phone)', modules: ['src/features/signing/components/signing-page.tsx'], budgetKB: 300 },
];
