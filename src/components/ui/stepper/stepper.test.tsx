// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '@/testing/render-ui';
import { Stepper, stepState } from './stepper';

describe('Stepper', () => {
  it('marks only the current step with aria-current="step"', () => {
    renderUi(<Stepper steps={['Select a Date', 'Select Preferred Session(s)', 'Review']} currentStep={1} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('aria-current'))).toEqual([null, 'step', null]);
    expect(items[0]?.textContent).toContain('Completed');
    expect(items[2]?.textContent).toContain('Not started');
  });

  it('derives each state from the current index', () => {
    expect([0, 1, 2].map((i) => stepState(i, 1))).toEqual(['complete', 'current', 'upcoming']);
  });
});
