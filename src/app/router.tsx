import { Navigate, Outlet, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { appBasename, paths } from '@/config/paths';
import { configureApiTenant } from '@/lib/api/api-tenant';
import { useTenant } from '@/lib/tenant/tenant-context';
import { TenantRoot } from './tenant-root';
import type { BootedTenant } from './tenant-boot';

function ToTenantLogin() {
  const { manifest } = useTenant();
  return <Navigate to={paths.login.getHref(manifest.id)} replace />;
}

/**
 * Points the API client at the current tenant. Done during render (it is
 * idempotent) so that the first query of any child page already carries the
 * tenant's Authorization header.
 */
function ApiTenant() {
  const { manifest, loginPath } = useTenant();
  configureApiTenant({ authorization: manifest.api.authorization, loginPath });
  return <Outlet />;
}

/** Routes are declared once and loaded lazily, one chunk per page. */
export function createRouter(initial: BootedTenant) {
  const signedIn: RouteObject[] = [
    {
      path: paths.root.path,
      lazy: async () => ({ Component: (await import('./routes/root-redirect')).RootRedirect }),
    },
    {
      path: paths.myAccount.path,
      lazy: async () => ({ Component: (await import('@/features/account/components/profile/my-account-page')).MyAccountPage }),
    },
    {
      path: paths.accountSecurity.path,
      lazy: async () => ({ Component: (await import('@/features/account/components/security/change-password-page')).ChangePasswordPage }),
    },
    {
      path: paths.patientHome.path,
      lazy: async () => ({ Component: (await import('@/features/patient-inbox/components/inbox-page')).InboxPage }),
    },
    {
      path: paths.myServices.path,
      lazy: async () => ({ Component: (await import('@/features/patient-inbox/components/my-services-page')).MyServicesPage }),
    },
    {
      path: paths.searchDoctor.path,
      lazy: async () => ({ Component: (await import('@/features/doctor-search/components/search-doctor-page')).SearchDoctorPage }),
    },
    {
      path: paths.caseDetails.path,
      lazy: async () => ({ Component: (await import('@/features/patient-inbox/components/case-details-page')).CaseDetailsPage }),
    },
    {
      path: paths.opdForm.path,
      lazy: async () => ({ Component: (await import('@/features/patient-booking/components/opd-form-page')).OpdFormPage }),
    },
    {
      path: paths.mcuForm.path,
      lazy: async () => ({ Component: (await import('@/features/patient-booking/components/mcu-form-page')).McuFormPage }),
    },
    {
      path: paths.healthScreening.path,
      lazy: async () => ({ Component: (await import('@/features/patient-booking/components/health-screening-page')).HealthScreeningPage }),
    },
    {
      path: paths.healthScreeningForm.path,
      lazy: async () => ({ Component: (await import('@/features/patient-booking/components/health-screening-page')).HealthScreeningPage }),
    },
    {
      path: paths.appointmentComplete.path,
      lazy: async () => ({ Component: (await import('@/features/patient-booking/components/appointment-complete-page')).AppointmentCompletePage }),
    },
    {
      path: paths.providerHome.path,
      lazy: async () => ({ Component: (await import('@/features/worklists/components/worklist-page')).WorklistPage }),
    },
    {
      path: paths.agentHome.path,
      lazy: async () => ({ Component: (await import('@/features/worklists/components/worklist-page')).WorklistPage }),
    },
    // Staff schedules: the calendar (@schedule-x) lives only in these chunks.
    {
      path: paths.clinicSchedule.path,
      lazy: async () => ({ Component: (await import('@/features/schedules/components/clinic-schedule-page')).ClinicSchedulePage }),
    },
    {
      path: paths.healthScreeningSchedule.path,
      lazy: async () => ({ Component: (await import('@/features/schedules/components/health-screening-schedule-page')).HealthScreeningSchedulePage }),
    },
    {
      path: paths.doctorScheduleCreate.path,
      lazy: async () => ({ Component: (await import('@/features/schedules/components/appointment-management-page')).AppointmentManagementPage }),
    },
    {
      path: paths.scheduleCreate.path,
      lazy: async () => ({ Component: (await import('@/features/schedules/components/appointment-management-page')).AppointmentManagementPage }),
    },
    {
      path: paths.scheduledAppointments.path,
      lazy: async () => ({ Component: (await import('@/features/schedules/components/scheduled-appointment-page')).ScheduledAppointmentPage }),
    },
    {
      path: paths.preauth.path,
      lazy: async () => ({ Component: (await import('@/features/pre-authorisation/components/preauth-list-page')).PreauthListPage }),
    },
    {
      path: paths.pafWizard.path,
      lazy: async () => ({ Component: (await import('@/features/pre-authorisation/components/paf-wizard-page')).PafWizardPage }),
    },
    {
      path: paths.pafCaseDetails.path,
      lazy: async () => ({ Component: (await import('@/features/pre-authorisation/components/case-details-page')).CaseDetailsPage }),
    },
  ];
  const routes: RouteObject[] = [
    {
      element: <TenantRoot initial={initial} />,
      children: [
        {
          element: <ApiTenant />,
          children: [
            {
              path: paths.login.path,
              lazy: async () => ({ Component: (await import('@/features/auth/components/login-page')).LoginPage }),
            },
            {
              path: paths.signup.path,
              lazy: async () => ({ Component: (await import('@/features/signup/components/signup-page')).SignupPage }),
            },
            {
              path: paths.pafSigning.path,
              lazy: async () => ({ Component: (await import('@/features/signing/components/signing-page')).SigningPage }),
            },
            {
              path: paths.resetPassword.path,
              lazy: async () => ({ Component: (await import('@/features/account/components/reset/reset-password-page')).ResetPasswordPage }),
            },
            {
              // Lazy: the gate's session call (axios, zod, contracts) is not login's first load.
              lazy: async () => ({ Component: (await import('./routes/gated-layout')).GatedLayout }),
              children: [
                {
                  lazy: async () => ({ Component: (await import('@/features/shell/components/app-shell')).AppShell }),
                  children: signedIn,
                },
              ],
            },
            { path: '*', element: <ToTenantLogin /> },
          ],
        },
      ],
    },
  ];
  return createBrowserRouter(routes, { basename: appBasename });
}
