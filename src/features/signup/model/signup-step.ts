/** Wizard position: 0 Account Settings, 1 Personal Profile, 2 Review & Submit, 3 completed. */
export type SignupStep = 0 | 1 | 2 | 3;

/**
 * The step comes from the path under /signup/{client}/ (spec 02 §2); the
 * `#completed` hash shows step 4 whatever the path. Unknown paths are step 1.
 */
export function signupStepFrom(rest: string, hash: string): SignupStep {
  if (hash === '#completed') return 3;
  switch (rest.replace(/\/+$/, '')) {
    case 'personalprofile':
      return 1;
    case 'review/submit':
      return 2;
    default:
      return 0;
  }
}
