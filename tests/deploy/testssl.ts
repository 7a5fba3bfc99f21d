/**
 * testssl.sh (Debian package `testssl.sh`, /usr/bin/testssl) against nginx's
 * HTTPS port, restricted to the quick checks: protocols (-p), the ciphers each
 * protocol offers (-E) and LUCKY13 (-L). Its flat --jsonfile output is parsed
 * into what the deploy test asserts and prints.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

interface Finding {
  id: string;
  severity: string;
  finding: string;
}

export interface TlsSummary {
  /** Protocols the server accepts, as testssl names them: TLS1_2, TLS1_3... */
  protocols: string[];
  /** Every suite offered, per protocol: "TLS1_2 TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256". */
  ciphers: string[];
  /** Suites in CBC mode (LUCKY13's target) and any other that is not AEAD. */
  cbc: string[];
  lucky13: string;
}

export const testsslBinary = process.env.TESTSSL_BIN ?? '/usr/bin/testssl';

/** Runs testssl on `hostPort` (loopback only) and summarises its findings. */
export async function runTestssl(hostPort: string): Promise<TlsSummary> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ava-testssl-'));
  const json = path.join(dir, 'testssl.json');
  try {
    await new Promise<void>((resolve, reject) => {
      execFile(
        testsslBinary,
        [
          ...['--jsonfile', json, '--warnings', 'batch', '--quiet', '--color', '0'],
          ...['--connect-timeout', '5', '--openssl-timeout', '5'],
          ...['-p', '-E', '-L', hostPort],
        ],
        { timeout: 120_000, maxBuffer: 16 * 1024 * 1024 },
        // testssl's exit code counts findings it rates; the JSON file is what is read.
        (err) => (fs.existsSync(json) ? resolve() : reject(err ?? new Error('testssl wrote no JSON'))),
      );
    });
    return summarise(JSON.parse(fs.readFileSync(json, 'utf8')) as Finding[]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export function summarise(findings: Finding[]): TlsSummary {
  const protocolIds = ['SSLv2', 'SSLv3', 'TLS1', 'TLS1_1', 'TLS1_2', 'TLS1_3'];
  const protocols = findings.filter((f) => protocolIds.includes(f.id) && /^offered/.test(f.finding)).map((f) => f.id);
  // "TLS 1.2   xc02f   ECDHE-RSA-AES128-GCM-SHA256   ECDH 253   AESGCM   128   TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256"
  const ciphers = findings
    .filter((f) => f.id.startsWith('cipher-'))
    .map((f) => `${/^cipher-(\w+?)_x/.exec(f.id)?.[1]?.toUpperCase() ?? '?'} ${f.finding.trim().split(/\s+/).at(-1)}`);
  const cbc = ciphers.filter((c) => /_CBC_/.test(c) || !/_GCM_|_CHACHA20_POLY1305_|_CCM/.test(c));
  const lucky13 = findings.find((f) => f.id === 'LUCKY13')?.finding ?? 'not tested';
  return { protocols, ciphers, cbc, lucky13 };
}
