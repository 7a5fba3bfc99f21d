import { describe, expect, it } from 'vitest';
import { renderNginxConfig } from './nginx-config';

// The committed deploy/nginx.conf, rendered; nginx itself runs it in tests/deploy.
describe('deploy/nginx.conf', () => {
  const tls = { listen: '127.0.0.1:4483', cert: '/etc/ssl/portal.pem', key: '/etc/ssl/portal.key' };
  const conf = renderNginxConfig({ listen: '127.0.0.1:4480', tls, instances: ['127.0.0.1:4481', '127.0.0.1:4482'] });

  it('fills in the address and one upstream server line per instance', () => {
    expect(conf).toContain('listen 127.0.0.1:4480;');
    expect(conf).toContain('listen 127.0.0.1:4483 ssl;');
    expect(conf).toContain('ssl_certificate /etc/ssl/portal.pem;');
    expect(conf).toContain('ssl_certificate_key /etc/ssl/portal.key;');
    expect(conf.match(/^\s*server 127\.0\.0\.1:448[12] max_fails=\d+ fail_timeout=\w+;$/gm)).toHaveLength(2);
    expect(conf).not.toMatch(/\{\{\w+\}\}/);
  });

  it('retries only where no instance can have acted twice, and sizes uploads for 10 MB', () => {
    const retry = /^\s*proxy_next_upstream (.+);$/m.exec(conf)?.[1];
    expect(retry).toBe('error timeout http_502 http_503');
    expect(conf).toMatch(/client_max_body_size 1[1-9]m;/);
    for (const header of ['X-Forwarded-For $remote_addr', 'X-Forwarded-Proto $scheme', 'X-Forwarded-Host $host']) {
      expect(conf).toContain(`proxy_set_header ${header};`);
    }
    expect(conf).toContain('upstream=$upstream_addr');
  });

  it('speaks TLS 1.2 and 1.3 only, with forward-secret AEAD ciphers, no session tickets, OCSP stapling', () => {
    expect(conf).toContain('ssl_protocols TLSv1.2 TLSv1.3;');
    const ciphers = /^\s*ssl_ciphers (.+);$/m.exec(conf)?.[1]?.split(':') ?? [];
    expect(ciphers.length).toBeGreaterThan(0);
    for (const c of ciphers) expect(c).toMatch(/^ECDHE-(ECDSA|RSA)-(AES(128|256)-GCM-SHA(256|384)|CHACHA20-POLY1305)$/);
    for (const line of ['ssl_prefer_server_ciphers off;', 'ssl_session_tickets off;', 'ssl_stapling on;']) {
      expect(conf).toContain(line);
    }
  });

  it('refuses to render without instances', () => {
    expect(() => renderNginxConfig({ listen: '127.0.0.1:1', tls, instances: [] })).toThrow(/no instances/);
  });
});
