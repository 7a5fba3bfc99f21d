import { describe, expect, it } from 'vitest';
import { isWideContent, loginTypeFromPath, sidebarService } from './login-type';

describe('loginTypeFromPath', () => {
  it.each([
    ['/app/agent/home/p1', 'agent'],
    ['/app/provider/p1', 'doctor'],
    ['/app/doctor/schedule/create/1/2/opd', 'doctor'],
    ['/app/schedule/clinic/provider/p1', 'doctor'],
    ['/app/patient', 'sidebar'],
    ['/app/preauth', 'sidebar'],
    ['/app/user-profile/my-account', 'sidebar'],
    ['/app/ava-sg/login', 'none'],
    ['/app/signup/ava-sg/personalprofile', 'none'],
    ['/app/reset-password', 'none'],
    ['/app', 'none'],
    ['/elsewhere', 'none'],
  ] as const)('%s is %s', (path, type) => {
    expect(loginTypeFromPath(path)).toBe(type);
  });
});

describe('sidebarService', () => {
  it('uses the fixed doctor service only for the doctor type', () => {
    expect(sidebarService('doctor', 'ava-sg', 'doctor-portal')).toBe('doctor-portal');
    expect(sidebarService('sidebar', 'ava-sg', 'doctor-portal')).toBe('ava-sg');
    expect(sidebarService('agent', 'ava-sg', 'doctor-portal')).toBe('ava-sg');
  });
});

describe('isWideContent', () => {
  it('widens the schedule pages only', () => {
    expect(isWideContent('/app/schedule/clinic/provider/p1')).toBe(true);
    expect(isWideContent('/app/schedule/clinic/healthscreening/provider/p1')).toBe(true);
    expect(isWideContent('/app/doctor/schedule/create/1/2/opd')).toBe(true);
    expect(isWideContent('/app/patient')).toBe(false);
    expect(isWideContent('/app/provider/p1')).toBe(false);
  });
});
