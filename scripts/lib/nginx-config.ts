/**
 * deploy/nginx.conf is the one nginx config: this fills in its placeholders,
 * and runs it as a throwaway nginx (the deploy test, the cluster bench) with
 * its own prefix directory, so nothing touches the system nginx.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import selfsigned from 'selfsigned';

export const nginxTemplatePath = path.resolve('deploy/nginx.conf');

export interface NginxConfigOptions {
  /** Address nginx listens on for plain HTTP, e.g. 127.0.0.1:4480. */
  listen: string;
  /** HTTPS: the address, and the certificate chain and key files (PEM). */
  tls: { listen: string; cert: string; key: string };
  /** host:port of each server instance. */
  instances: string[];
}

/** The template with the addresses and TLS files filled in and the {{INSTANCE}} line repeated per instance. */
export function renderNginxConfig(
  options: NginxConfigOptions,
  template = fs.readFileSync(nginxTemplatePath, 'utf8'),
): string {
  if (options.instances.length === 0) throw new Error('nginx config: no instances');
  const rendered = template
    .split('\n')
    .flatMap((line) =>
      line.includes('{{INSTANCE}}') ? options.instances.map((i) => line.replace('{{INSTANCE}}', i)) : [line],
    )
    .join('\n')
    .replaceAll('{{LISTEN}}', options.listen)
    .replaceAll('{{TLS_LISTEN}}', options.tls.listen)
    .replaceAll('{{TLS_CERT}}', options.tls.cert)
    .replaceAll('{{TLS_KEY}}', options.tls.key);
  const left = /\{\{\w+\}\}/.exec(rendered);
  if (left) throw new Error(`nginx config: placeholder ${left[0]} not filled in`);
  return rendered;
}

/** The nginx binary: NGINX_BIN, else the one scripts/ensure-nginx.sh finds or installs. */
export function nginxBinary(): string {
  if (process.env.NGINX_BIN) return process.env.NGINX_BIN;
  const res = spawnSync('bash', ['scripts/ensure-nginx.sh'], { encoding: 'utf8' });
  const bin = (res.stdout ?? '').trim().split('\n').at(-1);
  if (res.status !== 0 || !bin) throw new Error(`no nginx: ${(res.stderr ?? '').slice(-500)}`);
  return bin;
}

export interface AccessLogLine {
  requestId: string;
  status: number;
  /** Every instance nginx tried for the request, in order ("a, b" in the log). */
  upstreams: string[];
  line: string;
}

export interface RunningNginx {
  baseUrl: string;
  /** The same portal over HTTPS (a self-signed certificate for 127.0.0.1: `tlsCert`). */
  tlsUrl: string;
  tlsCert: string;
  prefix: string;
  /** The access log so far, parsed. */
  accessLog: () => AccessLogLine[];
  stop: () => Promise<void>;
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** A throwaway self-signed certificate for 127.0.0.1 (no OCSP responder, so nothing to staple). */
async function selfSignedFiles(dir: string): Promise<{ cert: string; key: string }> {
  const pems = await selfsigned.generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keySize: 2048,
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const cert = path.join(dir, 'tls-cert.pem');
  const key = path.join(dir, 'tls-key.pem');
  fs.writeFileSync(cert, pems.cert);
  fs.writeFileSync(key, pems.private, { mode: 0o600 });
  return { cert, key };
}

/** Renders the config into a fresh prefix directory, checks it with `nginx -t`, and starts nginx in the foreground. */
export async function startNginx(options: {
  port: number;
  tlsPort: number;
  instances: string[];
  bin?: string;
}): Promise<RunningNginx> {
  const bin = options.bin ?? nginxBinary();
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'ava-nginx-'));
  // Worker processes drop root (to nobody) and create their temp files in here.
  fs.chmodSync(prefix, 0o755);
  for (const dir of ['logs', 'temp']) fs.mkdirSync(path.join(prefix, dir));
  const conf = path.join(prefix, 'nginx.conf');
  const files = await selfSignedFiles(prefix);
  fs.writeFileSync(
    conf,
    renderNginxConfig({
      listen: `127.0.0.1:${options.port}`,
      tls: { listen: `127.0.0.1:${options.tlsPort}`, ...files },
      instances: options.instances,
    }),
  );
  const args = ['-p', `${prefix}/`, '-c', conf, '-e', 'logs/error.log'];
  const test = spawnSync(bin, [...args, '-t'], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t failed:\n${test.stderr}`);
  // Its own process group, so stopping it also ends the worker processes.
  const child = spawn(bin, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4_000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    const pid = child.pid;
    if (pid && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // group already gone
      }
    }
    fs.rmSync(prefix, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  while (!(await listening(options.port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not start: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const logFile = path.join(prefix, 'logs', 'access.log');
  const accessLog = (): AccessLogLine[] =>
    (fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '')
      .split('\n')
      .filter(Boolean)
      .map((line) => ({
        line,
        requestId: /rid=(\S+)/.exec(line)?.[1] ?? '',
        status: Number(/" (\d{3}) /.exec(line)?.[1] ?? 0),
        upstreams: (/upstream=(.*?) ustatus=/.exec(line)?.[1] ?? '').split(/\s*[,:]\s+/).filter((u) => u !== '-'),
      }));
  return {
    baseUrl: `http://127.0.0.1:${options.port}`,
    tlsUrl: `https://127.0.0.1:${options.tlsPort}`,
    tlsCert: fs.readFileSync(files.cert, 'utf8'),
    prefix,
    accessLog,
    stop,
  };
}
