import type { ScaleSize } from './fixture';

/** How many of each thing one size writes; the shares and skews are the same at every size. */
export interface ScaleShape {
  patients: number;
  /** Facilities of all kinds over the tenants (a tenth are screening centres, a fifth hospitals). */
  facilities: number;
  doctors: number;
  requests: number;
  pafCases: number;
  agents: number;
  specialists: number;
  /** How far back the request history reaches. */
  historyDays: number;
  /** Schedules from the Monday of this week. */
  scheduleWeeks: number;
}

/**
 * `large` is the insurer; `small` is about 1 % of it (facilities and
 * doctors kept above the count every tenant needs: a clinic, a hospital and a
 * screening centre each); `tiny` is the CI shape for cursor walks.
 */
export const scaleShapes: Record<ScaleSize, ScaleShape> = {
  large: {
    patients: 200_000,
    facilities: 300,
    doctors: 2_000,
    requests: 1_000_000,
    pafCases: 50_000,
    agents: 500,
    specialists: 400,
    historyDays: 3 * 365,
    scheduleWeeks: 8,
  },
  small: {
    patients: 2_000,
    facilities: 24,
    doctors: 40,
    requests: 10_000,
    pafCases: 500,
    agents: 8,
    specialists: 8,
    historyDays: 3 * 365,
    scheduleWeeks: 8,
  },
  tiny: {
    patients: 200,
    facilities: 12,
    doctors: 16,
    requests: 2_000,
    pafCases: 100,
    agents: 4,
    specialists: 4,
    historyDays: 3 * 365,
    scheduleWeeks: 8,
  },
};
