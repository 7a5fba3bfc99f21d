// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '@/testing/render-ui';
import { CodeInput, fillFrom, isCodeComplete, sanitizeCode } from './code-input';

function Harness({ onChange }: { onChange?: (v: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <CodeInput
      label="Verification code"
      boxLabel={(i, n) => `Character ${i + 1} of ${n}`}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange?.(v);
      }}
    />
  );
}

const box = (n: number) => screen.getByRole('textbox', { name: `Character ${n} of 6` });

describe('code helpers', () => {
  it('keep letters and digits, upper-cased, and fill from a position', () => {
    expect(sanitizeCode(' ab-3 9z ')).toBe('AB39Z');
    expect(fillFrom('', 6, 0, 'abc123')).toEqual({ value: 'ABC123', next: 5 });
    expect(fillFrom('AB', 6, 4, 'xyz')).toEqual({ value: 'AB  XY', next: 5 });
    expect(isCodeComplete('AB  XY', 6)).toBe(false);
    expect(isCodeComplete('ABCDEF', 6)).toBe(true);
  });
});

describe('CodeInput', () => {
  it('has six labelled boxes in a named group; typing moves to the next box', async () => {
    renderUi(<Harness />);
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeTruthy();
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
    await userEvent.click(box(1));
    await userEvent.keyboard('a');
    expect((box(1) as HTMLInputElement).value).toBe('A');
    expect(document.activeElement).toBe(box(2));
    await userEvent.keyboard('7');
    expect(document.activeElement).toBe(box(3));
  });

  it('pasting a code fills every box', () => {
    const onChange = vi.fn();
    renderUi(<Harness onChange={onChange} />);
    fireEvent.paste(box(1), { clipboardData: { getData: () => 'k7m-2pq' } });
    expect(onChange).toHaveBeenLastCalledWith('K7M2PQ');
    expect(screen.getAllByRole('textbox').map((b) => (b as HTMLInputElement).value)).toEqual([
      'K',
      '7',
      'M',
      '2',
      'P',
      'Q',
    ]);
    expect(document.activeElement).toBe(box(6));
  });

  it('Backspace clears and moves back', async () => {
    const onChange = vi.fn();
    renderUi(<Harness onChange={onChange} />);
    fireEvent.paste(box(1), { clipboardData: { getData: () => 'ABC' } });
    await userEvent.click(box(4));
    await userEvent.keyboard('{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith('AB');
    expect(document.activeElement).toBe(box(3));
  });
});
