// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '@/testing/render-ui';
import { PhoneInput } from './phone-input';

describe('PhoneInput', () => {
  it('starts on the tenant region, labels the country select and emits E.164', async () => {
    const onChange = vi.fn();
    renderUi(<PhoneInput label="Mobile number" value={undefined} onChange={onChange} defaultCountry="SG" />);
    const country = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Country' });
    expect(country.value).toBe('SG');
    await userEvent.type(screen.getByRole('textbox', { name: 'Mobile number' }), '91234567');
    expect(onChange).toHaveBeenLastCalledWith('+6591234567');
  });

  it('links the error message to the number input', () => {
    renderUi(
      <PhoneInput
        label="Mobile number"
        value="+651234"
        onChange={vi.fn()}
        defaultCountry="SG"
        errorMessage="Enter a valid phone number"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Mobile number' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toContain('Enter a valid phone number');
  });
});
