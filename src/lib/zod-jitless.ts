import { config } from 'zod/v4/core';

/*
 * Zod 4 probes `new Function('')` on first parse to decide whether it may
 * compile fast parsers. Our Content-Security-Policy forbids eval, so the
 * probe fails quietly but the browser records a CSP violation (Lighthouse
 * Best Practices counts it). Jitless parsing never tries.
 */
config({ jitless: true });
