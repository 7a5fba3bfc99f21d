import { describe, expect, it } from 'vitest';
import { fonts } from './tokens';

const families = (stack: string) => stack.split(',').map((f) => f.trim().replace(/^'(.*)'$/, '$1'));

describe('fonts.body', () => {
  it('falls back to CJK faces (Traditional first) before the generic family', () => {
    const stack = families(fonts.body);
    const cjk = ['Noto Sans CJK TC', 'Noto Sans CJK SC', 'PingFang TC', 'Microsoft JhengHei'];
    for (const face of cjk) expect(stack).toContain(face);
    expect(stack.indexOf('Noto Sans CJK TC')).toBeLessThan(stack.indexOf('Noto Sans CJK SC'));
    expect(stack.at(-1)).toBe('sans-serif');
    expect(Math.min(...cjk.map((f) => stack.indexOf(f)))).toBeGreaterThan(stack.indexOf('Roboto'));
  });
});
