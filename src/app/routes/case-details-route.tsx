import { CaseDetailsPage } from '@/features/patient-inbox/components/case-details-page';
import { StaffCasePage } from '@/features/patient-inbox/components/staff-case-page';
import { readCookie } from '@/lib/auth/session-cookies';
import { caseReaderRoles } from '@/lib/auth/route-access';

/** /view/…: the provider's clinic staff and doctors read the case through their own call; patients and agents their own. */
export function CaseDetailsRoute() {
  const roleId = readCookie('roleId') ?? '';
  return caseReaderRoles.has(roleId) ? <StaffCasePage /> : <CaseDetailsPage />;
}
