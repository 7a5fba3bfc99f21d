import type { formTemplates } from '../../schema/domain';
import type { SeedTenant } from './context';
import type { FormDefinition } from '../../../../src/lib/api/contract/patient-booking/forms';
import { pafEstimateFee, pafSectionC, pafSectionD } from './forms-paf';
import { mcuPatientForm, opdPatientForm, registrationForm } from './forms-patient';
import type { PayorRow } from './payors';

export type FormTemplateRow = typeof formTemplates.$inferInsert;

const nationalitySource = '/api/v1/data/nationality';

/** Tenant-wide patient forms plus per-payor PAF sections (formTemplate/clientId/{id}/type/{t}/subType/{s}). */
export function buildForms(tenant: SeedTenant, payorRows: PayorRow[]): FormTemplateRow[] {
  const tenantForms: Array<[type: string, subType: string, definition: FormDefinition]> = [
    ['OPD_PATIENT_FORM', 'DEFAULT', opdPatientForm(nationalitySource)],
    ['MCU_PATIENT_FORM', 'DEFAULT', mcuPatientForm(nationalitySource)],
    ['REGISTRATION', 'DEFAULT', registrationForm()],
  ];
  const pafForms: Array<[string, string, FormDefinition]> = [
    ['PAF', 'SECTION_C', pafSectionC()],
    ['PAF', 'SECTION_D', pafSectionD()],
    ['PAF', 'ESTIMATE_FEE', pafEstimateFee()],
  ];
  const rows: FormTemplateRow[] = tenantForms.map(([type, subType, definition]) => ({
    id: `form-${tenant.id}-${type}-${subType}`.toLowerCase(),
    tenantId: tenant.id,
    clientId: null,
    type,
    subType,
    version: definition.version,
    definition,
  }));
  for (const payor of payorRows) {
    for (const [type, subType, definition] of pafForms) {
      rows.push({
        id: `form-${payor.clientId}-${type}-${subType}`.toLowerCase(),
        tenantId: tenant.id,
        clientId: payor.clientId,
        type,
        subType,
        version: definition.version,
        definition,
      });
    }
  }
  return rows;
}
