import { describe, expect, it } from 'vitest';
import { mayOpen } from './route-access';

describe('mayOpen', () => {
  it("keeps a patient off the staff worklist and schedules, and staff off the patient's inbox", () => {
    expect(mayOpen('patient', 'providerHome')).toBe(false);
    expect(mayOpen('patient', 'clinicSchedule')).toBe(false);
    expect(mayOpen('patient', 'preauth')).toBe(false);
    expect(mayOpen('clinic', 'patientHome')).toBe(false);
    expect(mayOpen('payor', 'providerHome')).toBe(false);
    expect(mayOpen('hospital', 'pafWizard')).toBe(false);
  });

  it("opens each role's own pages, the case view to its readers, and the account pages to all", () => {
    expect(mayOpen('patient', 'patientHome')).toBe(true);
    expect(mayOpen('clinic', 'providerHome')).toBe(true);
    expect(mayOpen('agent', 'agentHome')).toBe(true);
    expect(mayOpen('specialist', 'pafWizard')).toBe(true);
    for (const role of ['patient', 'agent', 'clinic', 'doctor']) expect(mayOpen(role, 'caseDetails')).toBe(true);
    for (const role of ['patient', 'agent', 'clinic', 'doctor', 'specialist', 'hospital', 'payor']) {
      expect(mayOpen(role, 'myAccount')).toBe(true);
      expect(mayOpen(role, 'patientAdmin')).toBe(true);
    }
  });
});
