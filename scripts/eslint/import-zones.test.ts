import { describe, expect, it } from 'vitest';
import { zoneViolation } from './import-zones.js';

describe('import zones', () => {
  it('refuses one feature importing another, allows its own files', () => {
    expect(zoneViolation('src/features/auth/components/a.tsx', 'src/features/shell/components/b')).toMatch(
      /Features never import each other/,
    );
    expect(zoneViolation('src/features/auth/components/a.tsx', 'src/features/auth/model/b')).toBeNull();
  });
  it('keeps shared code free of features and the app', () => {
    expect(zoneViolation('src/lib/api/x.ts', 'src/features/auth/api/y')).toMatch(/Shared code/);
    expect(zoneViolation('src/components/ui/x.tsx', 'src/app/router')).toMatch(/Shared code/);
    expect(zoneViolation('src/features/auth/x.tsx', 'src/app/router')).toMatch(/app → features/);
    expect(zoneViolation('src/app/router.tsx', 'src/features/auth/components/login-page')).toBeNull();
  });
  it('lets the server import only the contract and the tenant schema', () => {
    expect(zoneViolation('server/app.ts', 'src/lib/api/contract/auth')).toBeNull();
    expect(zoneViolation('server/tenants.ts', 'src/lib/tenant/manifest-schema')).toBeNull();
    expect(zoneViolation('server/routes/x.ts', 'src/lib/format/dates')).toBeNull();
    expect(zoneViolation('server/app.ts', 'src/lib/api/api-client')).toMatch(/server imports only/);
    expect(zoneViolation('server/app.ts', 'src/components/ui/button/button')).toMatch(/server imports only/);
  });
});
