import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../tests/support/chromium';
import { gatesHold } from './lib/bench-figures';
import { interactionFigures, interactionGoals } from './lib/interaction-gate';
import { measureStep, observeInteractions, stepLatency } from './lib/interaction-measure';

/** A page whose button takes `busyMs` of main-thread work before it paints its answer. */
const fixture = (busyMs: number) => `<!doctype html><html><body>
<button id="b" type="button">Go</button><p id="out"></p>
<script>
  document.getElementById('b').addEventListener('click', () => {
    const end = performance.now() + ${busyMs};
    while (performance.now() < end) {}
    document.getElementById('out').textContent = 'done';
  });
</script></body></html>`;

/** The gate's verdict on a fixture measured by the bench's own measuring code, `repetitions` clicks. */
async function measuredFixture(browser: Browser, busyMs: number): Promise<number[]> {
  const context = await browser.newContext();
  await observeInteractions(context);
  const page = await context.newPage();
  await page.route('http://fixture.test/', (route) =>
    route.fulfill({ body: fixture(busyMs), contentType: 'text/html' }),
  );
  await page.goto('http://fixture.test/');
  const samples: number[] = [];
  for (let i = 0; i < interactionGoals.repetitions; i += 1) {
    samples.push(
      await measureStep(page, 1, {
        act: () => page.getByRole('button', { name: 'Go' }).click(),
        settle: () => page.getByText('done').waitFor(),
      }),
    );
    await page.evaluate(() => (document.getElementById('out')!.textContent = ''));
  }
  await context.close();
  return samples;
}

describe('interactions gate', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch(chromiumLaunchOptions());
  });
  afterAll(async () => {
    await browser.close();
  });

  it('fails a click handler that busy-waits 300 ms, measured in Chromium by the bench', async () => {
    const samples = await measuredFixture(browser, 300);
    expect(Math.min(...samples)).toBeGreaterThanOrEqual(300);
    const figures = interactionFigures([{ name: 'slow fixture', samples }], 1);
    expect(gatesHold(figures)).toBe(false);
    expect(figures.find((f) => f.figure === 'slow fixture: median')).toMatchObject({ pass: false, gate: true });
  }, 30_000);

  it('passes a click that answers at once', async () => {
    const samples = await measuredFixture(browser, 0);
    const figures = interactionFigures([{ name: 'fast fixture', samples }], 1);
    expect(gatesHold(figures)).toBe(true);
  }, 30_000);

  it('fails an interaction that could not be measured, or was measured fewer than five times', () => {
    expect(gatesHold(interactionFigures([{ name: 'broken', samples: [], error: 'timeout' }], 2))).toBe(false);
    expect(gatesHold(interactionFigures([{ name: 'short', samples: [40, 40, 40] }], 2))).toBe(false);
    expect(gatesHold(interactionFigures([{ name: 'ok', samples: [40, 500, 40, 500, 40] }], 2))).toBe(true);
  });

  it('takes an interaction as its longest entry and a step as its worst interaction', () => {
    const entries = [
      { interactionId: 7, duration: 24, name: 'pointerdown' },
      { interactionId: 7, duration: 104, name: 'click' },
      { interactionId: 9, duration: 56, name: 'keydown' },
      { interactionId: 0, duration: 400, name: 'mousemove' },
    ];
    expect(stepLatency(entries)).toBe(104);
    // Nothing over the API's 16 ms floor: the floor is the figure, never 0.
    expect(stepLatency([])).toBe(16);
  });
});
