import type { TenantManifest } from '../../../src/lib/tenant/manifest-schema';
import { sha256Source } from '../../lib/csp-hashes';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"'`]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '`': '&#96;' })[c]!,
  );

/**
 * The demo partner page's whole look. It stands in for another company's
 * site, so it has its own neutral palette rather than the tenant's theme.
 * Colours are chosen for WCAG AA text contrast (4.5:1) and 3:1 field borders
 * in both schemes.
 */
const styles = `
:root {
  color-scheme: light dark;
  --bg: #f2f4f7; --card: #ffffff; --text: #1b2430; --muted: #4d5969; --line: #d5dbe3; --field: #7a8597;
  --accent: #1f4e8c; --accent-hover: #173c6b; --on-accent: #ffffff;
  --error-bg: #fdecea; --error-line: #eeb4ad; --error-text: #8c1d18;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #0f141a; --card: #1a212b; --text: #e6ebf2; --muted: #a9b4c2; --line: #323c4a; --field: #7d8899;
    --accent: #8db8f2; --accent-hover: #abcbf6; --on-accent: #0c1a2e;
    --error-bg: #3a1a18; --error-line: #6e2b26; --error-text: #ffb4ab;
  }
}
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body {
  margin: 0; min-height: 100vh; display: flex; flex-direction: column;
  background: var(--bg); color: var(--text);
  font: 1rem/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
}
main { flex: 1; display: flex; justify-content: center; align-items: flex-start; padding: 2.5rem 1rem; }
.card {
  width: 100%; max-width: 26rem; padding: 2rem 1.5rem;
  background: var(--card); border: 1px solid var(--line); border-top: 4px solid var(--accent); border-radius: 12px;
  box-shadow: 0 1px 2px rgb(16 24 40 / 6%), 0 12px 32px rgb(16 24 40 / 8%);
}
.badge {
  display: inline-block; margin: 0 0 1rem; padding: 0.125rem 0.625rem; border: 1px solid var(--line); border-radius: 999px;
  color: var(--muted); font-size: 0.75rem; font-weight: 600; letter-spacing: 0.06em; text-transform: uppercase;
}
h1 { margin: 0 0 0.5rem; font-size: 1.5rem; line-height: 1.25; overflow-wrap: anywhere; }
.intro { margin: 0 0 1.5rem; color: var(--muted); }
.alert {
  margin: 0 0 1rem; padding: 0.75rem 1rem; border: 1px solid var(--error-line); border-radius: 8px;
  background: var(--error-bg); color: var(--error-text);
}
label { display: block; margin: 1rem 0 0.375rem; font-weight: 600; }
input {
  width: 100%; min-height: 2.75rem; padding: 0.625rem 0.75rem; border: 1px solid var(--field); border-radius: 8px;
  background: var(--card); color: var(--text); font: inherit;
}
button {
  width: 100%; min-height: 2.75rem; margin-top: 1.5rem; padding: 0.75rem 1rem; border: 0; border-radius: 8px;
  background: var(--accent); color: var(--on-accent); font: inherit; font-weight: 600; cursor: pointer;
}
button:hover { background: var(--accent-hover); }
input:focus-visible, button:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
footer { padding: 1rem 1rem 1.5rem; text-align: center; color: var(--muted); font-size: 0.875rem; }
@media (min-width: 40rem) {
  main { padding-top: 5rem; }
  .card { padding: 2.5rem; }
}
`;

/** The page's CSP allows exactly this stylesheet (see the route's `cspStyleHashes`). */
export const ssoPageStyleHash = sha256Source(styles);

/** The demo partner's sign-in page for `tenant`; `message` is the error of a refused attempt. */
export function ssoPage(tenant: TenantManifest, xsrf: string, message = '', email = ''): string {
  const name = escapeHtml(tenant.displayName);
  const action = escapeHtml(`/sso/${encodeURIComponent(tenant.id)}/login`);
  const alert = message ? `<p class="alert" role="alert">${escapeHtml(message)}</p>` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>Partner sign-in | ${name}</title>
<style>${styles}</style>
</head>
<body>
<main>
<div class="card">
<p class="badge">Demo partner</p>
<h1>${name} partner sign-in</h1>
<p class="intro">Demo single sign-on page for ${name}.</p>
${alert}
<form method="post" action="${action}">
<input type="hidden" name="_xsrf" value="${escapeHtml(xsrf)}">
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button>
</form>
</div>
</main>
<footer>This page stands in for a partner's own sign-in, in demo mode only.</footer>
</body>
</html>`;
}
