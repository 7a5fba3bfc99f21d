import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { auditFlowArtifacts, generateReport } from 'lighthouse';
import selfsigned from 'selfsigned';
import type { Result } from 'lighthouse';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium } from 'playwright-core';
import { secureXsrfCookieName } from '../../src/lib/api/contract/xsrf-cookie';
import { chromiumArgs, chromiumExecutable } from '../../tests/support/chromium';
import { steadyIndex } from './bench-calibration';
import { cpuTimeBenchmarkIndex, toThreadTime, type TraceEvent } from './lighthouse-cpu-time';
import { toPoints, type MainThreadFigures, type PageScores } from './lighthouse-gate';

/** A port the OS says is free right now (the script owns its servers, so it never collides with a running dev server). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface Portal {
  base: string;
  /** The portal's self-signed certificate, for clients that must trust it. */
  tls: LoopbackTls;
  stop: () => Promise<void>;
}

export interface LoopbackTls {
  certFile: string;
  keyFile: string;
  cert: string;
  /** Base64 SHA-256 of the certificate's public key, as Chromium's --ignore-certificate-errors-spki-list takes it. */
  spki: string;
}

/**
 * A throwaway certificate for 127.0.0.1. Lighthouse loads the portal over
 * HTTPS with HTTP/2, as a production front serves it: over HTTP/1.1 its
 * simulation charges a round trip per code chunk on six connections.
 */
export async function loopbackTls(): Promise<LoopbackTls> {
  const pems = await selfsigned.generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keySize: 2048,
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ava-lighthouse-tls-'));
  const certFile = path.join(dir, 'cert.pem');
  const keyFile = path.join(dir, 'key.pem');
  fs.writeFileSync(certFile, pems.cert);
  fs.writeFileSync(keyFile, pems.private, { mode: 0o600 });
  const der = crypto.createPublicKey(pems.private).export({ type: 'spki', format: 'der' });
  return { certFile, keyFile, cert: pems.cert, spki: crypto.createHash('sha256').update(der).digest('base64') };
}

export interface HttpsAnswer {
  status: number;
  setCookies: string[];
  body: string;
}

/** One HTTPS request that trusts only `tls`'s certificate (Node's fetch has no per-call CA). */
export function httpsRequest(
  url: string,
  tls: LoopbackTls,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<HttpsAnswer> {
  return new Promise((resolve, reject) => {
    const req = https.request(url, { method: init.method ?? 'GET', headers: init.headers, ca: tls.cert }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const setCookie = res.headers['set-cookie'] ?? [];
        resolve({ status: res.statusCode ?? 0, setCookies: setCookie, body: Buffer.concat(chunks).toString('utf8') });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

/**
 * The reference server with seeded in-memory data, serving the built runtime bundle over HTTPS + HTTP/2.
 * `answerWithinMs`: how long the server may take to answer its first request
 * (tsx compiling it, PGlite seeding); Lighthouse keeps its 120 s, the
 * interactions bench allows more because it runs under scripts/cpu-halved.sh too.
 */
export async function startPortal(dist: string, port: number, answerWithinMs = 120_000): Promise<Portal> {
  if (!fs.existsSync(`${dist}/index.html`)) {
    throw new Error(`${dist}/index.html not found: run \`npx vite build\` first`);
  }
  const tls = await loopbackTls();
  const child: ChildProcess = spawn('node_modules/.bin/tsx', ['server/main.ts', '--serve-dist', dist], {
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      PGLITE_DIR: 'memory://',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DEMO_MODE: '1',
      TLS_CERT_FILE: tls.certFile,
      TLS_KEY_FILE: tls.keyFile,
    },
  });
  const base = `https://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // tsx runs the server as its own child: signal the whole group we started, and only it.
  const kill = () => {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
  };
  // Also when the bench itself is interrupted (Ctrl-C, or `npm run bench` stopping it).
  process.once('exit', kill);
  const stop = async () => {
    kill();
    process.removeListener('exit', kill);
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
    fs.rmSync(path.dirname(tls.certFile), { recursive: true, force: true });
  };
  const deadline = Date.now() + answerWithinMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the portal server exited with ${child.exitCode}`);
    const up = await httpsRequest(`${base}/app/`, tls).then(
      (r) => r.status === 200,
      () => false,
    );
    if (up) return { base, tls, stop };
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error(`the portal server did not answer within ${answerWithinMs / 1000} s`);
}

export interface Cookie {
  name: string;
  value: string;
}

const cookiePairs = (setCookies: string[]): Cookie[] =>
  setCookies.map((line) => {
    const pair = line.split(';')[0] ?? '';
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1) };
  });

/** Signs in through the API as the login page does (XSRF pair plus the tenant's fixed Authorization header). */
export async function signIn(
  portal: Portal,
  tenant: string,
  role: string,
): Promise<{ cookies: Cookie[]; link: string }> {
  const manifest = JSON.parse(fs.readFileSync(`tenants/${tenant}/manifest.json`, 'utf8')) as {
    api: { authorization: string };
  };
  const xsrf = cookiePairs((await httpsRequest(`${portal.base}/api/v1/xsrf`, portal.tls)).setCookies);
  // Served over TLS, the portal names its XSRF cookie __Host-XSRF-TOKEN.
  const token = xsrf.find((c) => c.name === secureXsrfCookieName)?.value ?? '';
  const res = await httpsRequest(`${portal.base}/api/v1/access/authenticate`, portal.tls, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Cookie: xsrf.map((c) => `${c.name}=${c.value}`).join('; '),
      'X-XSRF-TOKEN': token,
      Authorization: manifest.api.authorization,
    },
    body: JSON.stringify({ email: `${role}@${tenant}.demo`, password: 'Demo@1234', clientName: tenant }),
  });
  if (res.status !== 200) throw new Error(`sign-in as ${role}@${tenant}.demo answered ${res.status}`);
  const { data } = JSON.parse(res.body) as { data: { link: string } };
  // The login re-issues the XSRF cookie for the new session: keep the last value of each name.
  const cookies = new Map([...xsrf, ...cookiePairs(res.setCookies)].map((c) => [c.name, c]));
  return { cookies: [...cookies.values()], link: data.link };
}

/** Debian's Chromium, headless, with the flags the e2e journeys use (never a downloaded browser). */
export async function launchChrome(tls?: LoopbackTls): Promise<LaunchedChrome> {
  // Trusts the portal's own certificate (by its key), not every certificate.
  const trust = tls ? [`--ignore-certificate-errors-spki-list=${tls.spki}`] : [];
  const chrome = await launch({
    chromePath: chromiumExecutable,
    chromeFlags: ['--headless=new', ...chromiumArgs, ...trust],
    logLevel: 'silent',
  });
  const kill = () => chrome.kill();
  process.once('exit', kill);
  return {
    ...chrome,
    kill: () => {
      process.removeListener('exit', kill);
      chrome.kill();
    },
  };
}

/**
 * Replaces the browser's cookies with `cookies` for `base`, so the next
 * Lighthouse run loads the page signed in (Lighthouse keeps cookies and
 * localStorage when it resets storage; it clears caches).
 */
export async function setCookies(chromePort: number, base: string, cookies: Cookie[]): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default context');
    await context.clearCookies();
    if (cookies.length) await context.addCookies(cookies.map((c) => ({ ...c, url: base })));
  } finally {
    await browser.close();
  }
}

export type Category = 'performance' | 'accessibility' | 'best-practices';

export interface PageRun {
  scores: PageScores;
  /** Audits that cost points, for the log: "category: audit id (score)". */
  losses: string[];
}

/** How auditPage sets the CPU slowdown: from the host's CPU-time benchmark index, starting from a guess. */
export interface CpuCalibration {
  /** The multiplier for a benchmark index (cpuSlowdownFor). */
  multiplierFor: (benchmarkIndex: number) => number;
  /** What the page is loaded with (it only shortens requestIdleCallback deadlines); e.g. the previous run's multiplier. */
  guess: number;
}

/**
 * Runs Lighthouse's default (mobile, simulated throttling) config on one URL
 * through the launched Chromium. With `cpu`, the scores are computed from the
 * page's CPU time, not its wall time (lighthouse-cpu-time.ts): the index is
 * measured in CPU time just before the load, the gathered trace is rewritten
 * to thread time, and the artifacts are audited again with the slowdown that
 * index calls for (in memory, as a user flow's audit step does). Under
 * simulated throttling the page loads unthrottled and the slowdown only
 * multiplies the observed CPU time afterwards, so nothing is loaded twice.
 */
export async function auditPage(
  url: string,
  chromePort: number,
  label: { tenant: string; page: string },
  categories: Category[] = ['performance', 'accessibility', 'best-practices'],
  reportDir?: string,
  cpu?: CpuCalibration,
): Promise<PageRun> {
  const flags = (cpuSlowdownMultiplier?: number) => ({
    port: chromePort,
    output: 'html' as const,
    logLevel: 'error' as const,
    onlyCategories: categories,
    // Lighthouse merges this into the mobile preset's other throttling figures.
    ...(cpuSlowdownMultiplier === undefined ? {} : { throttling: { cpuSlowdownMultiplier } }),
  });
  // A reading whose thread-time and clock indices disagree is taken again, then fails as a busy host (bench-calibration.ts).
  const index = cpu
    ? await steadyIndex(() => cpuTimeBenchmarkIndex(chromePort, pageFunctions.computeBenchmarkIndex))
    : undefined;
  const gathered = await lighthouse(url, flags(cpu?.guess));
  let lhr = gathered?.lhr;
  let runShare: number | undefined;
  if (gathered && lhr && cpu && index && !lhr.runtimeError) {
    const multiplier = cpu.multiplierFor(index.cpuIndex);
    const { artifacts } = gathered;
    const trace = toThreadTime(artifacts.Trace.traceEvents as unknown as TraceEvent[]);
    runShare = trace.runShare;
    // Lighthouse refuses artifacts gathered under other settings; the slowdown is the only difference.
    const settings = {
      ...artifacts.settings,
      throttling: { ...artifacts.settings.throttling, cpuSlowdownMultiplier: multiplier },
    };
    const Trace = {
      ...artifacts.Trace,
      traceEvents: trace.traceEvents as unknown as typeof artifacts.Trace.traceEvents,
    };
    const flow = await auditFlowArtifacts({
      gatherSteps: [{ artifacts: { ...artifacts, Trace, settings }, flags: flags(multiplier) }],
    });
    lhr = flow.steps[0]?.lhr;
  }
  if (reportDir && lhr) {
    fs.mkdirSync(reportDir, { recursive: true });
    const name = `${label.tenant}-${label.page}`.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
    fs.writeFileSync(`${reportDir}/${name}.html`, generateReport(lhr, 'html'));
    fs.writeFileSync(`${reportDir}/${name}.json`, JSON.stringify(lhr, null, 1));
  }
  const score = (id: Category) => (lhr && categories.includes(id) ? toPoints(lhr.categories[id]?.score) : null);
  const error = lhr?.runtimeError
    ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`
    : lhr
      ? undefined
      : 'no result';
  return {
    scores: {
      ...label,
      performance: error ? null : score('performance'),
      accessibility: error ? null : score('accessibility'),
      bestPractices: error ? null : score('best-practices'),
      ...(error ? { error } : {}),
      ...(index ? { benchmarkIndex: index.cpuIndex, wallBenchmarkIndex: index.wallIndex } : {}),
      ...(lhr && cpu ? { cpuSlowdownMultiplier: lhr.configSettings.throttling.cpuSlowdownMultiplier } : {}),
      ...(runShare !== undefined ? { runShare } : {}),
      ...(lhr && !error && categories.includes('performance') ? { mainThread: mainThreadOf(lhr) } : {}),
    },
    losses: lhr ? losses(lhr, categories) : [],
  };
}

/** Where the main thread's time went; Lighthouse scales these by the run's CPU slowdown. */
function mainThreadOf(lhr: Result): MainThreadFigures {
  const ms = (id: string) => lhr.audits[id]?.numericValue ?? 0;
  return {
    totalBlockingTimeMs: ms('total-blocking-time'),
    mainThreadWorkMs: ms('mainthread-work-breakdown'),
    scriptBootUpMs: ms('bootup-time'),
  };
}

function losses(lhr: Result, categories: Category[]): string[] {
  return categories.flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
      // Scored audits, and performance opportunities that would save time on a metric.
      .filter(({ ref, audit }) => ref.weight > 0 || Object.values(audit?.metricSavings ?? {}).some((v) => (v ?? 0) > 0))
      .map(({ audit }) => audit)
      .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative')
      .map((a) => `${id}: ${a!.id} (${a!.score}${a!.displayValue ? `, ${a!.displayValue}` : ''})`),
  );
}
