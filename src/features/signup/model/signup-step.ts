/** Wizard position: 0 Account Settings, 1 Personal Profile, 2 Review & Submit, 3 Confirm E-mail, 4 completed. */
export type SignupStep = 0 | 1 | 2 | 3 | 4;

/**
 * The step comes from the path under /signup/{client}/ (docs/product/signup.md#steps-and-routes); the
 * `#completed` hash shows the end whatever the path. Unknown paths are step 1. `verify` (the code) stands on
 * its own: a patient who signed up earlier reaches it from the login, with nothing of the wizard done here.
 */
export function signupStepFrom(rest: string, hash: string): SignupStep {
  if (hash === '#completed') return 4;
  switch (rest.replace(/\/+$/, '')) {
    case 'personalprofile':
      return 1;
    case 'review/submit':
      return 2;
    case 'verify':
      return 3;
    default:
      return 0;
  }
}

/** What this tab has done of the sign-up so far. */
export interface SignupProgress {
  /** Step 1 answered: the pending account's id is kept. */
  accountCreated: boolean;
  /** Step 2 passed the server's checks: the values are held for review. */
  profileChecked: boolean;
}

/**
 * The step a path may show: a step whose earlier steps are not done sends the
 * user back to the first one not done (a typed or bookmarked URL must not show
 * step 1 as completed with no account). The completed view is left to its own
 * page, which only ever follows a registration.
 */
export function reachableStep(step: SignupStep, progress: SignupProgress): SignupStep {
  if (step >= 3) return step;
  if (step >= 1 && !progress.accountCreated) return 0;
  if (step >= 2 && !progress.profileChecked) return 1;
  return step;
}
