// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '@/testing/render-ui';
import { TextField } from './text-field';

describe('TextField', () => {
  it('is named by its label and reports typed text', async () => {
    const onChange = vi.fn();
    renderUi(<TextField label="Email" onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'a@b.co');
    expect(onChange).toHaveBeenLastCalledWith('a@b.co');
  });

  it('links the description and the error message to the input', () => {
    renderUi(<TextField label="Email" description="We never share it" errorMessage="Email is required" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (input.getAttribute('aria-describedby') ?? '').split(' ');
    const texts = describedBy.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toContain('Email is required');
    expect(texts).toContain('We never share it');
  });

  it('reveals and hides a password with a toggle button', async () => {
    renderUi(<TextField label="Password" type="password" revealable defaultValue="s3cret" />);
    const input = screen.getByLabelText('Password', { selector: 'input' });
    expect(input.getAttribute('type')).toBe('password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.getAttribute('type')).toBe('text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input.getAttribute('type')).toBe('password');
  });
});
