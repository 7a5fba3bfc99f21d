import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { linkOrigin, publicOrigin, tlsFiles, trustedProxies } from './config';

describe('publicOrigin', () => {
  it('is unset without PUBLIC_ORIGIN, and keeps only the origin of an http(s) URL', () => {
    expect(publicOrigin({})).toBeNull();
    expect(publicOrigin({ PUBLIC_ORIGIN: '  ' })).toBeNull();
    expect(publicOrigin({ PUBLIC_ORIGIN: 'https://portal.example.com/app/?x=1' })).toBe('https://portal.example.com');
    expect(publicOrigin({ PUBLIC_ORIGIN: 'http://10.0.0.5:8080' })).toBe('http://10.0.0.5:8080');
  });

  it('refuses what is not an http(s) URL, so a typo stops the start', () => {
    expect(() => publicOrigin({ PUBLIC_ORIGIN: 'portal.example.com' })).toThrow(/not a URL/);
    expect(() => publicOrigin({ PUBLIC_ORIGIN: 'javascript:alert(1)' })).toThrow(/http\(s\)/);
    expect(() => publicOrigin({ PUBLIC_ORIGIN: 'ftp://portal.example.com' })).toThrow(/http\(s\)/);
  });
});

describe('tlsFiles', () => {
  it('is off without either variable, and names both files when both are set', () => {
    expect(tlsFiles({})).toBeNull();
    expect(tlsFiles({ TLS_CERT_FILE: '/etc/ava/cert.pem', TLS_KEY_FILE: '/etc/ava/key.pem' })).toEqual({
      cert: '/etc/ava/cert.pem',
      key: '/etc/ava/key.pem',
    });
  });

  it('stops the start when only one of the pair is set', () => {
    expect(() => tlsFiles({ TLS_CERT_FILE: '/etc/ava/cert.pem' })).toThrow(/both or neither/);
    expect(() => tlsFiles({ TLS_KEY_FILE: '/etc/ava/key.pem' })).toThrow(/both or neither/);
  });
});

describe('linkOrigin (links in mails and QR codes)', () => {
  it('is PUBLIC_ORIGIN when set, whatever else the environment says', () => {
    expect(linkOrigin({ PUBLIC_ORIGIN: 'https://portal.example.com/x', NODE_ENV: 'production' }, [])).toBe(
      'https://portal.example.com',
    );
  });

  it('defaults to this server on localhost in demo mode and tests only', () => {
    expect(linkOrigin({ DEMO_MODE: '1', PORT: '9000' }, [])).toBe('http://localhost:9000');
    expect(linkOrigin({ NODE_ENV: 'test' }, [])).toBe('http://localhost:8080');
    expect(() => linkOrigin({ NODE_ENV: 'production' }, [])).toThrow(/PUBLIC_ORIGIN is required outside demo mode/);
    expect(() => linkOrigin({}, [])).toThrow(/PUBLIC_ORIGIN is required/);
  });
});

describe('trustedProxies (TRUST_PROXY)', () => {
  it('trusts no one when unset, and takes addresses and CIDR ranges', () => {
    expect(trustedProxies({})).toBe(false);
    expect(trustedProxies({ TRUST_PROXY: '127.0.0.1' })).toEqual(['127.0.0.1']);
    expect(trustedProxies({ TRUST_PROXY: '10.0.0.0/8, ::1 ,fd00::/8' })).toEqual(['10.0.0.0/8', '::1', 'fd00::/8']);
  });

  it('refuses a flag or anything that is not an address, so a start cannot believe every peer', () => {
    for (const flag of ['1', 'true', 'yes', '10.0.0.0/33', 'proxy.local']) {
      expect(() => trustedProxies({ TRUST_PROXY: flag }), flag).toThrow(/address\(es\) or CIDR/);
    }
  });
});

describe('a production start', () => {
  const start = (env: Record<string, string>) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { PATH: process.env.PATH ?? '', PGLITE_DIR: 'memory://', PORT: '0', ...env },
      encoding: 'utf8',
      timeout: 60_000,
    });

  it('refuses without PUBLIC_ORIGIN, or with TRUST_PROXY=1, with one clear line', () => {
    const noOrigin = start({ NODE_ENV: 'production' });
    expect(noOrigin.status).toBe(1);
    expect(noOrigin.stderr.trim()).toMatch(/^Refusing to start: PUBLIC_ORIGIN is required outside demo mode[^\n]*$/);
    const flag = start({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://portal.example.com', TRUST_PROXY: '1' });
    expect(flag.status).toBe(1);
    expect(flag.stderr.trim()).toMatch(/^Refusing to start: TRUST_PROXY takes the proxy's address\(es\)[^\n]*$/);
  }, 120_000);
});
