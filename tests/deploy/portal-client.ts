/**
 * A portal client for the deploy test, over node:http so it can connect from
 * a chosen loopback address (127.0.0.x): nginx forwards that as the client's
 * address, so each scenario is its own client to the rate limits. Keeps
 * cookies, sends the XSRF pair and the tenant's Authorization header as the
 * browser does, and returns the answer's headers (x-request-id,
 * idempotent-replayed) beside its body.
 */
import http from 'node:http';
import { authenticatePath } from '../../src/lib/api/contract/auth';
import { xsrfCookieName, xsrfHeaderName, xsrfPath } from '../../src/lib/api/contract/platform';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** nginx's id of the request, to find it in the access log. */
  requestId: string;
  text: () => string;
  json: () => unknown;
}

export interface SendOptions {
  json?: unknown;
  body?: Buffer;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

export class PortalClient {
  readonly cookies = new Map<string, string>();
  private readonly agent = new http.Agent({ keepAlive: true });
  private readonly url: URL;

  constructor(
    baseUrl: string,
    readonly tenantId: string,
    private readonly authorization: string,
    /** Source address of every connection (any 127.0.0.x reaches nginx on 127.0.0.1). */
    private readonly localAddress = '127.0.0.1',
  ) {
    this.url = new URL(baseUrl);
  }

  send(method: string, path: string, options: SendOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = { authorization: this.authorization, ...options.headers };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const xsrf = this.cookies.get(xsrfCookieName);
    if (xsrf) headers[xsrfHeaderName.toLowerCase()] = xsrf;
    let payload = options.body;
    if (options.json !== undefined) {
      payload = Buffer.from(JSON.stringify(options.json));
      headers['content-type'] = 'application/json';
    }
    if (payload) headers['content-length'] = String(payload.length);
    return new Promise<Answer>((resolve, reject) => {
      const req = http.request(
        {
          host: this.url.hostname,
          port: this.url.port,
          method,
          path,
          headers,
          agent: this.agent,
          localAddress: this.localAddress,
          timeout: options.timeoutMs ?? 15_000,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('error', reject);
          res.on('end', () => {
            for (const line of res.headers['set-cookie'] ?? []) this.keepCookie(line);
            const body = Buffer.concat(chunks);
            const requestId = String(res.headers['x-request-id'] ?? '');
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body,
              requestId,
              text: () => body.toString('utf8'),
              json: () => JSON.parse(body.toString('utf8')) as unknown,
            });
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error(`timed out: ${method} ${path}`)));
      req.on('error', reject);
      req.end(payload);
    });
  }

  private keepCookie(line: string): void {
    const [pair = '', ...attrs] = line.split(';');
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    const cleared = value === '' || attrs.some((a) => /^\s*max-age=0\s*$/i.test(a));
    if (cleared) this.cookies.delete(name);
    else this.cookies.set(name, value);
  }

  /** GETs the XSRF cookie, as the portal does before its first POST. */
  async primeXsrf(): Promise<void> {
    const res = await this.send('GET', xsrfPath);
    if (res.status !== 200) throw new Error(`xsrf: ${res.status}`);
  }

  async login(email: string, password = 'Demo@1234'): Promise<Answer> {
    if (!this.cookies.has(xsrfCookieName)) await this.primeXsrf();
    return this.send('POST', authenticatePath, {
      json: { email, password, clientName: this.tenantId, refererUrl: '' },
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

/** A multipart/form-data body of text fields and files. */
export function multipartBody(
  fields: Record<string, string>,
  files: Array<{ name: string; filename: string; type: string; data: Buffer }>,
) {
  const boundary = `----deploy${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.name}"; filename="${f.filename}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
