// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { styledTheme } from '../../../../themes/styled-theme';
import { createTestI18n, renderUi } from '@/testing/render-ui';
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

  it('names the countries in the UI language, not in English', async () => {
    const i18n = createTestI18n();
    await i18n.changeLanguage('ms');
    render(
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={styledTheme}>
          <PhoneInput label="Nombor telefon" value={undefined} onChange={vi.fn()} defaultCountry="MY" />
        </ThemeProvider>
      </I18nextProvider>,
    );
    const names = [...screen.getByRole<HTMLSelectElement>('combobox').options].map((o) => o.textContent);
    expect(names).toContain('Kota Vatican');
    expect(names).not.toContain('Holy See (Vatican City State)');
  });
});
