/** One phase of npm test: a gate counts as one test. */
export interface PhaseRow {
  label: string;
  passed: number;
  failed: number;
  seconds?: number;
  /** Ran beside other phases (its seconds overlap theirs). */
  sideBySide?: boolean;
}

export function clock(seconds: number): string;
export function missingFiles(files: string[], exists?: (file: string) => boolean): string[];
export function phaseTable(rows: PhaseRow[], totalSeconds: number): string[];
