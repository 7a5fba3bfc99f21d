/*
 * Zod 4 probes `new Function('')` on first parse to decide whether it may
 * compile fast parsers. Our Content-Security-Policy forbids eval, so the
 * probe fails quietly but the browser records a CSP violation (Lighthouse
 * Best Practices counts it). Jitless parsing never tries.
 *
 * Zod keeps its global config on globalThis.__zod_globalConfig and adopts an
 * existing one when it loads (and reads it on every parse), so this sets it without importing zod: the
 * entry (and the login route's first load) stays free of zod (docs/decisions/0011-bundle-budgets.md).
 */
const host = globalThis as { __zod_globalConfig?: Record<string, unknown> };
(host.__zod_globalConfig ??= {}).jitless = true;
export {};
