import type { RouteSpec } from './lib/route-budget';

/** Code that must never load with the login page (issue 8: budgets). */
export const heavyOnLogin = [
  /@schedule-x/,
  /libphonenumber-js/,
  /react-phone-number-input/,
  /react-day-picker/,
  /@react-aria\/datepicker|@internationalized\/date/,
  /qrcode/,
  /pdfkit|jspdf/,
];

const shell = ['src/features/shell/components/app-shell.tsx'];

/** Each route's first-load modules: the layouts it sits in, then its page. */
export const budgetRoutes: RouteSpec[] = [
  { label: 'login', modules: ['src/features/auth/components/login-page.tsx'], budgetKB: 175, forbidden: heavyOnLogin },
  { label: 'sign-up', modules: ['src/features/signup/components/signup-page.tsx'], budgetKB: 300 },
  { label: 'patient home', modules: [...shell, 'src/app/routes/patient-home-placeholder.tsx'], budgetKB: 300 },
];
