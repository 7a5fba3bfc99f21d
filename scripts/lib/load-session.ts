/**
 * One signed-in portal session over fetch (Node's built-in undici client,
 * keep-alive by default): a cookie jar, the double-submit XSRF header and the
 * tenant's fixed Authorization header, as the browser client sends them.
 */
import { authenticatePath } from '../../src/lib/api/contract/auth';
import { xsrfCookieName, xsrfHeaderName, xsrfPath } from '../../src/lib/api/contract/platform';

export interface Answer {
  status: number;
  body: string;
}

export class PortalSession {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly baseUrl: string,
    readonly tenantId: string,
    private readonly authorization: string,
  ) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** Sends one call and reads the whole answer; a network error or time-out throws. */
  async send(method: 'GET' | 'POST', path: string, body?: unknown, timeoutMs = 10_000): Promise<Answer> {
    const headers: Record<string, string> = { authorization: this.authorization };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const xsrf = this.cookies.get(xsrfCookieName);
    if (xsrf) headers[xsrfHeaderName] = xsrf;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    for (const line of res.headers.getSetCookie()) this.keepCookie(line);
    return { status: res.status, body: await res.text() };
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

  /** Fetches the XSRF cookie, then signs in with the demo password. */
  async login(email: string, password = 'Demo@1234'): Promise<void> {
    await this.send('GET', xsrfPath);
    const res = await this.send('POST', authenticatePath, {
      email,
      password,
      clientName: this.tenantId,
      refererUrl: '',
    });
    if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${res.body.slice(0, 200)}`);
  }
}
