// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { rememberReturnUrl, takeReturnUrl } from './return-url';

describe('return URL', () => {
  it('returns the remembered MCU route once, then the root', () => {
    rememberReturnUrl('/app/mcu/patient/client/form/req-1');
    expect(takeReturnUrl()).toBe('/app/mcu/patient/client/form/req-1');
    expect(takeReturnUrl()).toBe('/app/');
  });
  it('never remembers a path outside the app', () => {
    rememberReturnUrl('//evil.example/x');
    expect(takeReturnUrl()).toBe('/app/');
  });
});
