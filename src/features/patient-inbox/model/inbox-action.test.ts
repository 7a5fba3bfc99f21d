import { describe, expect, it } from 'vitest';
import { actionName, pastTense } from './inbox-action';

describe('inbox actions', () => {
  it('names the action from its URL, else its label', () => {
    expect(
      actionName({
        label: 'Accept',
        type: 'form',
        attribute: { method: 'POST', action: '/api/v1/worklist/patient/action/accept' },
      }),
    ).toBe('accept');
    expect(actionName({ label: 'Confirm', type: 'form', attribute: {} })).toBe('confirm');
  });
  it("builds the spec's past tense", () => {
    expect(pastTense('accept')).toBe('accepted');
    expect(pastTense('decline')).toBe('declined');
    expect(pastTense('cancel')).toBe('canceled');
  });
});
