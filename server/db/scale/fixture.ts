/**
 * What the insurer-scale generator (./generate.ts) hands to its callers: the
 * growth bench (scripts/bench-scale.ts) and the cursor-walk test. It names the
 * generated people and records the bench calls; every identity here exists in
 * the generated database and owns the amount of data its comment says.
 */

/** Sizes from one generator: `large` is an insurer's data, `small` about 1 % of it, `tiny` a CI-sized shape. */
export const scaleSizes = ['tiny', 'small', 'large'] as const;
export type ScaleSize = (typeof scaleSizes)[number];

/** A generated account the bench signs in as. */
export interface ScaleAccount {
  tenantId: string;
  email: string;
  roleId: string;
  userId: string;
}

export interface ScaleFixture {
  size: ScaleSize;
  seed: number;
  /** Rows written per table. */
  counts: Record<string, number>;
  generationMs: number;
  /** Every generated account's password: bench databases only, never a demo or production one. */
  password: string;
  /** A clinic user whose provider holds the busiest OPD worklist, with its client name. */
  clinic: ScaleAccount & { providerId: string; client: string };
  /** Three doctors' appointment units of that clinic, for the schedule week. */
  clinicUnitIds: [number, number, number];
  /** A health-screening provider's staff user and its MCU units. */
  screening: ScaleAccount & { providerId: string; unitIds: number[] };
  /** A patient with a typical history (about the average number of requests). */
  patient: ScaleAccount;
  /** A Malaysian patient (for the diagnosis-code search) and what to search for. */
  malaysianPatient: ScaleAccount;
  search: { doctorName: string; specialtyId: string; diagnosisCode: string };
  /** PAF roles: the payor sees its client's cases; specialist and hospital their own. */
  payor: ScaleAccount & { client: string };
  specialist: ScaleAccount;
  hospital: ScaleAccount;
  /** A PAF case the payor, specialist and hospital above may all open. */
  caseId: string;
}
