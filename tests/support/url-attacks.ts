/**
 * Attack inputs shared by the client sanitiser tests, the component tests and
 * the server's open-redirect tests, so one table decides what "safe" means
 * everywhere. Test data only: no app code imports it, so it never ships. A deliberately broken checker run over the same table must be
 * caught (see `acceptedHostile`).
 */

/** Redirect targets that must never be followed: only same-origin /app paths pass. */
export const openRedirectAttempts: readonly string[] = [
  '//evil.com',
  '//evil.com/app/',
  '/\\evil.com',
  '\\\\evil.com',
  '\\/evil.com',
  'https://evil.com',
  'https://evil.com/app/',
  'HTTPS://evil.com',
  'http:evil.com',
  'https:/evil.com',
  '/%2F%2Fevil.com',
  '/%2f%2fevil.com',
  '%2F%2Fevil.com',
  '/%252F%252Fevil.com',
  '/%5Cevil.com',
  '/app/%5C%5Cevil.com',
  'javascript:alert(1)',
  'JavaScript:alert(1)//app/',
  'data:text/html,<script>alert(1)</script>',
  '/\t/evil.com',
  '/app/\t/evil.com',
  '\t//evil.com',
  '/\n/evil.com',
  '/app/\r\n//evil.com',
  ' //evil.com',
  '/app/../..//evil.com',
  '/app/..//evil.com',
  '/app/%2e%2e/%2e%2e//evil.com',
  '/app/..%2F..%2F%2Fevil.com',
  '/app@evil.com',
  '/app.evil.com',
  '/apple',
  '/',
  '',
  '/\u0000/evil.com',
  '/app/\u0000',
];

/** Same-origin app paths that must keep working. */
export const appPathsThatPass: readonly string[] = [
  '/app',
  '/app/',
  '/app/patient',
  '/app/provider/prov-ava-sg?x=1#top',
  '/app/search%20doctor',
];

/** Link targets that must never become a live link (scripts, data, files, other schemes). */
export const scriptUrlAttempts: readonly string[] = [
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  '   \t javascript:alert(1)',
  '\u0000javascript:alert(1)',
  '\u0001javascript:alert(1)',
  '\u001fjavascript:alert(1)',
  '\u00a0javascript:alert(1)',
  '\ufeffjavascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  'jav\u0000ascript:alert(1)',
  'javascript\t:alert(1)',
  'javascript:alert(1)\n',
  '&#106;avascript:alert(1)',
  '&#x6A;avascript:alert(1)',
  'jav&#x09;ascript:alert(1)',
  'jav&#9;ascript:alert(1)',
  'javascript&colon;alert(1)',
  '&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)',
  'javascript%3Aalert(1)',
  '%6Aavascript:alert(1)',
  'javascript://%0Aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  ' data:image/svg+xml,<svg onload=alert(1)>',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'file:///etc/passwd',
  'FILE://c:/windows/win.ini',
  'blob:https://evil.com/uuid',
  'mailto:a@b.c',
  'ftp://evil.com/x',
  '//evil.com/x',
  '/\\evil.com',
  '\\\\evil.com',
  '',
  '   ',
  'relative/path',
];

/** The inputs of `attempts` that `isSafe` lets through: empty for a sound checker. */
export function acceptedHostile(isSafe: (input: string) => boolean, attempts: readonly string[]): string[] {
  return attempts.filter((input) => isSafe(input));
}
