// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '@/testing/render-ui';
import { DatePicker, parseIsoDate } from './date-picker';

function Harness({ initial, onChange }: { initial: string | null; onChange: (v: string | null) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DatePicker
      label="Appointment date"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      timeZone="Asia/Singapore"
      min="2025-03-03"
      max="2025-03-28"
    />
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('DatePicker', () => {
  it('opens a Monday-first calendar and picks a day with the keyboard', async () => {
    const onChange = vi.fn();
    renderUi(<Harness initial="2025-03-12" onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: /Open calendar/ }));
    const grid = await screen.findByRole('grid');
    const headers = [...grid.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(headers).toHaveLength(7);
    expect(headers[0]).toBe('M');
    expect(headers[6]).toBe('S');
    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2025-03-13');
  });

  it('refuses days outside min and max', async () => {
    renderUi(<Harness initial="2025-03-12" onChange={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: /Open calendar/ }));
    const grid = await screen.findByRole('grid');
    const march2 = within(grid).getByRole('button', { name: /\b2 March 2025/ });
    expect(march2.getAttribute('aria-disabled')).toBe('true');
    const march3 = within(grid).getByRole('button', { name: /\b3 March 2025/ });
    expect(march3.getAttribute('aria-disabled')).toBeNull();
  });

  it('links an error message to the date field', () => {
    renderUi(
      <DatePicker
        label="Start date"
        value={null}
        onChange={vi.fn()}
        timeZone="Asia/Singapore"
        errorMessage="Start date is required"
      />,
    );
    const group = screen.getByRole('group', { name: 'Start date' });
    const ids = (group.getAttribute('aria-describedby') ?? '').split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toContain('Start date is required');
  });

  it("opens an empty field on today's month in the tenant's time zone", async () => {
    // 20:00 UTC on 31 March is already 1 April in Singapore.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-31T20:00:00Z'));
    renderUi(<DatePicker label="Date" value={null} onChange={vi.fn()} timeZone="Asia/Singapore" />);
    await userEvent.click(screen.getByRole('button', { name: /Open calendar/ }));
    const grid = await screen.findByRole('grid');
    expect(grid.getAttribute('aria-label')).toMatch(/April 2025/);
  });

  it('parses the YYYY-MM-DD wire format and rejects anything else', () => {
    expect(parseIsoDate('2025-03-12')?.toString()).toBe('2025-03-12');
    expect(parseIsoDate('12/03/2025')).toBeNull();
    expect(parseIsoDate(null)).toBeNull();
  });
});
