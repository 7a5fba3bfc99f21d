// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '@/testing/render-ui';
import { RadioGroup } from './radio-group';

const options = [
  { value: 'opd', label: 'Outpatient' },
  { value: 'mcu', label: 'Medical check-up' },
];

describe('RadioGroup', () => {
  it('moves the choice with the arrow keys', async () => {
    const onChange = vi.fn();
    renderUi(<RadioGroup label="Service" options={options} defaultValue="opd" onChange={onChange} />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Outpatient' }));
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith('mcu');
  });

  it('lets Tab reach the first choice while none is chosen, even when the form holds an empty value', async () => {
    renderUi(
      <>
        <RadioGroup label="Service" options={options} value="" onChange={() => {}} />
        <button type="button">After</button>
      </>,
    );
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Outpatient' }));
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Outpatient' }).checked).toBe(false);
  });

  it('names the group and links its error text', () => {
    renderUi(<RadioGroup label="Service" options={options} errorMessage="Please choose a service" />);
    const group = screen.getByRole('radiogroup', { name: 'Service' });
    const ids = (group.getAttribute('aria-describedby') ?? '').split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toContain('Please choose a service');
  });
});
