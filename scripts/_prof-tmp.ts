import fs from 'node:fs';
import { chromium } from 'playwright';
import { freePort, signIn, startPortal } from '/work/wt/D/scripts/lib/lighthouse-run';
import { auditedPages } from '/work/wt/D/scripts/lib/lighthouse-pages';

const which = process.argv[2] ?? 'doctor search';
const out = process.argv[3] ?? '/tmp/D-lh/prof.cpuprofile';
const portal = await startPortal('dist/runtime', await freePort());
try {
  const page0 = auditedPages.find((p) => p.name === which)!;
  const s = await signIn(portal, 'ava-sg', page0.role!);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--ignore-certificate-errors'] });
  const ctx = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 412, height: 823 } });
  await ctx.addCookies(s.cookies.map((c) => ({ name: c.name, value: c.value, url: portal.base })));
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 2.5 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(portal.base + page0.path('ava-sg', s.link), { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  const { profile } = await cdp.send('Profiler.stop');
  fs.writeFileSync(out, JSON.stringify(profile));
  // self time by function+url
  const self = new Map<string, number>();
  const dt = profile.timeDeltas!; const ids = profile.samples!;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  for (let i = 0; i < ids.length; i++) {
    const n = byId.get(ids[i]!)!; const cf = n.callFrame;
    const k = `${cf.functionName || '(anon)'} ${cf.url.split('/').pop()}:${cf.lineNumber}`;
    self.set(k, (self.get(k) ?? 0) + (dt[i] ?? 0) / 1000);
  }
  const byUrl = new Map<string, number>();
  for (const [k, v] of self) { const u = k.split(' ')[1]!.split(':')[0]!; byUrl.set(u, (byUrl.get(u) ?? 0) + v); }
  console.log([...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, v]) => `${v.toFixed(0)} ${k}`).join('\n'));
  console.log('--');
  console.log([...self].filter(([k]) => !k.startsWith('(idle)')).sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, v]) => `${v.toFixed(1)} ${k}`).join('\n'));
  await browser.close();
} finally {
  await portal.stop();
}
