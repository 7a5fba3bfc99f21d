import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { gatesHold } from './lib/bench-figures';
import { lighthouseFigures, medianOfRuns, toPoints, type PageScores } from './lib/lighthouse-gate';
import { auditPage, launchChrome } from './lib/lighthouse-run';

const page = (over: Partial<PageScores> = {}): PageScores => ({
  tenant: 'ava-sg',
  page: 'login',
  performance: 96,
  accessibility: 100,
  bestPractices: 100,
  ...over,
});

describe('the Lighthouse gate', () => {
  it('holds when every page meets Performance 90, Accessibility 100 and Best Practices 95', () => {
    const figures = lighthouseFigures([page(), page({ page: 'worklist', performance: 90, bestPractices: 95 })], 'ava-sg');
    expect(gatesHold(figures)).toBe(true);
    // Performance 90 passes the gate but is reported below the ≥ 95 goal.
    expect(figures.find((f) => f.figure === 'ava-sg worklist: Performance goal')).toMatchObject({ value: 90, pass: false, gate: false });
  });

  it.each([
    ['login', 'Performance', { performance: 89 }],
    ['patient home', 'Performance', { performance: 89 }],
    ['doctor search', 'Performance', { performance: 89 }],
    ['worklist', 'Performance', { performance: 89 }],
    ['PAF step 1', 'Performance', { performance: 89 }],
    ['clinic schedule', 'Performance', { performance: 89 }],
    ['clinic schedule', 'Accessibility', { accessibility: 99 }],
    ['clinic schedule', 'Best Practices', { bestPractices: 94 }],
  ])('fails when %s %s is one point below its gate', (name, category, broken) => {
    const figures = lighthouseFigures([page({ page: 'worklist' }), page({ page: name, ...broken })], 'ava-sg');
    expect(gatesHold(figures)).toBe(false);
    expect(figures.filter((f) => !f.pass && f.gate).map((f) => f.figure)).toEqual([`ava-sg ${name}: ${category}`]);
  });

  it('fails when a page could not be measured', () => {
    const figures = lighthouseFigures([page({ performance: null, accessibility: null, bestPractices: null, error: 'NO_FCP' })], 'ava-sg');
    expect(gatesHold(figures)).toBe(false);
  });

  it('only reports, never gates, the other tenants', () => {
    expect(gatesHold(lighthouseFigures([page(), page({ tenant: 'lumina-my', accessibility: 80 })], 'ava-sg'))).toBe(true);
  });

  it('reports the slowest CPU benchmark index beside the scores, never as a gate', () => {
    const figures = lighthouseFigures([page({ benchmarkIndex: 1400 }), page({ page: 'worklist', benchmarkIndex: 480.5 })], 'ava-sg');
    expect(figures.at(-1)).toMatchObject({ figure: 'CPU benchmark index (lowest run)', value: 481, pass: false, gate: false });
    expect(gatesHold(figures)).toBe(true);
  });

  it('takes the median Performance of a page\'s runs, so one slow run neither fails nor passes the gate', () => {
    const runs = [page({ performance: 78 }), page({ performance: 95 }), page({ performance: 93 })];
    expect(medianOfRuns(runs)).toMatchObject({ performance: 93, runs: [78, 95, 93] });
    expect(gatesHold(lighthouseFigures([medianOfRuns(runs)], 'ava-sg'))).toBe(true);
    const slow = [page({ performance: 88 }), page({ performance: 95 }), page({ performance: 86 })];
    expect(gatesHold(lighthouseFigures([medianOfRuns(slow)], 'ava-sg'))).toBe(false);
  });

  it('keeps the worst Accessibility and Best Practices of the runs, and ignores a run that lost its trace', () => {
    const runs = [page(), page({ accessibility: 96 }), page({ performance: null, accessibility: null, bestPractices: null, error: 'NO_FCP' })];
    const merged = medianOfRuns(runs);
    expect(merged).toMatchObject({ performance: 96, accessibility: 96, bestPractices: 100 });
    expect(gatesHold(lighthouseFigures([merged], 'ava-sg'))).toBe(false);
    expect(medianOfRuns([runs[2]!]).error).toBe('NO_FCP');
  });

  it('turns Lighthouse 0–1 scores into points', () => {
    expect([toPoints(0.955), toPoints(1), toPoints(null), toPoints(undefined)]).toEqual([96, 100, null, null]);
  });
});

/** An image without alt text, an unnamed button and a field without a label: three WCAG failures axe (inside Lighthouse) finds. */
const inaccessible = `<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width">
<title>Deliberately broken</title></head><body><main><h1>Book</h1>
<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="40" height="40">
<button><svg width="16" height="16" aria-hidden="true"></svg></button><input type="text"></main></body></html>`;

describe('a real break', () => {
  it('Lighthouse in Debian Chromium scores a deliberately inaccessible page below 100 and the gate fails', async () => {
    const server = http.createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end(inaccessible));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const chrome = await launchChrome();
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
      const run = await auditPage(url, chrome.port, { tenant: 'ava-sg', page: 'broken' }, ['accessibility']);
      expect(run.scores.accessibility).toBeLessThan(100);
      expect(run.losses.join('\n')).toMatch(/image-alt[\s\S]*button-name|button-name[\s\S]*image-alt/);
      const figures = lighthouseFigures([run.scores], 'ava-sg').filter((f) => f.figure.endsWith('Accessibility'));
      expect(gatesHold(figures)).toBe(false);
    } finally {
      chrome.kill();
      server.close();
    }
  }, 90_000);
});
