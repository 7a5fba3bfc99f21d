import { describe, expect, it } from 'vitest';
import { profileMessage } from './profile-messages';

describe('profileMessage', () => {
  it('recognises the server sentences built from the label', () => {
    expect(profileMessage('First Name cannot be empty', 'First Name')).toEqual({ key: 'profile.errors.empty' });
    expect(profileMessage('Date of Birth cannot be in the future', 'Date of Birth')).toEqual({
      key: 'profile.errors.future',
    });
    expect(profileMessage('Date of Birth must be a valid date', 'Date of Birth')).toEqual({
      key: 'profile.errors.date',
    });
    expect(profileMessage('Mobile Number is not valid', 'Mobile Number')).toEqual({ key: 'profile.errors.invalid' });
    expect(profileMessage('Last Name is too long', 'Last Name')).toEqual({ key: 'profile.errors.tooLong' });
    expect(profileMessage('Please select Male or Female', 'Gender')).toEqual({ key: 'profile.errors.gender' });
    expect(profileMessage('Remove invisible formatting characters.', 'First Name')).toEqual({
      key: 'profile.errors.invisible',
    });
  });

  it('shows anything else as sent', () => {
    expect(profileMessage('Mobile Number cannot be empty', 'First Name')).toEqual({
      text: 'Mobile Number cannot be empty',
    });
    expect(profileMessage('Ask your clinic', 'Gender')).toEqual({ text: 'Ask your clinic' });
  });
});
