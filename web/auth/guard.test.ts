import { describe, expect, it } from 'vitest';
import { decideAccess, isManagerOnly, routeArea } from './guard.ts';
import type { AdminSummary, AuthStatus, UserSummary } from './session.ts';

const user = (overrides: Partial<UserSummary> = {}): AuthStatus => ({
  kind: 'user',
  user: {
    firstName: 'Ana',
    lastName: 'Novak',
    username: 'alpetour',
    email: 'ana@example.com',
    verified: true,
    blocked: false,
    approved: true,
    clientName: 'Alpetour',
    preferredLanguage: 'sl',
    role: 'OWNER',
    ...overrides,
  },
});
const admin = (overrides: Partial<AdminSummary> = {}): AuthStatus => ({
  kind: 'admin',
  admin: { name: 'staff', firstName: null, lastName: null, isManager: false, ...overrides },
});
const anonymous: AuthStatus = { kind: 'anonymous' };

describe('routeArea', () => {
  it('tells public, user and admin paths apart', () => {
    expect(routeArea('/')).toBe('public');
    expect(routeArea('/login')).toBe('public');
    expect(routeArea('/adminisLogin')).toBe('public');
    expect(routeArea('/users')).toBe('public');
    expect(routeArea('/user')).toBe('user');
    expect(routeArea('/user/')).toBe('user');
    expect(routeArea('/user/orders/new')).toBe('user');
    expect(routeArea('/adminis')).toBe('admin');
    expect(routeArea('/adminis/website/stats')).toBe('admin');
  });

  it('knows the manager-only pages', () => {
    expect(isManagerOnly('/adminis/website/prices')).toBe(true);
    expect(isManagerOnly('/adminis/website/other/')).toBe(true);
    expect(isManagerOnly('/adminis/website/stats')).toBe(true);
    expect(isManagerOnly('/adminis/orders/all')).toBe(false);
    expect(isManagerOnly('/adminis/websites')).toBe(false);
    expect(isManagerOnly('/adminis/team')).toBe(true);
    expect(isManagerOnly('/adminis/audit')).toBe(true);
    expect(isManagerOnly('/adminis/account')).toBe(false);
  });
});

describe('decideAccess', () => {
  it('lets everyone see public pages', () => {
    for (const status of [anonymous, user(), admin()]) {
      expect(decideAccess('/', status)).toEqual({ action: 'allow' });
      expect(decideAccess('/privacy-policy', status)).toEqual({ action: 'allow' });
      expect(decideAccess('/adminisLogin', status)).toEqual({ action: 'allow' });
    }
  });

  it('sends people without a user session to /login and logs them out', () => {
    for (const status of [anonymous, admin({ isManager: true })]) {
      expect(decideAccess('/user/dashboard', status)).toEqual({
        action: 'redirect',
        to: '/login',
        reason: 'signInRequired',
        logout: true,
      });
    }
  });

  it('sends people without a staff session to /adminisLogin and logs them out', () => {
    for (const status of [anonymous, user()]) {
      expect(decideAccess('/adminis/home', status)).toEqual({
        action: 'redirect',
        to: '/adminisLogin',
        reason: 'adminSignInRequired',
        logout: true,
      });
    }
  });

  it('lets a verified, approved client use the whole user area', () => {
    for (const path of ['/user/dashboard', '/user/profile', '/user/orders/new', '/user/orders/current', '/user/info']) {
      expect(decideAccess(path, user())).toEqual({ action: 'allow' });
    }
  });

  it('confines a blocked client to the dashboard', () => {
    const blocked = user({ blocked: true });
    expect(decideAccess('/user/dashboard', blocked)).toEqual({ action: 'allow' });
    for (const path of ['/user/profile', '/user/orders/new', '/user/orders/current', '/user/info']) {
      expect(decideAccess(path, blocked)).toEqual({ action: 'redirect', to: '/user/dashboard', reason: 'blocked', logout: false });
    }
  });

  it('keeps unverified or unapproved clients away from the new-reservation wizard only', () => {
    expect(decideAccess('/user/orders/new', user({ verified: false }))).toEqual({
      action: 'redirect',
      to: '/user/dashboard',
      reason: 'verificationRequired',
      logout: false,
    });
    expect(decideAccess('/user/orders/new/', user({ approved: false }))).toEqual({
      action: 'redirect',
      to: '/user/dashboard',
      reason: 'approvalRequired',
      logout: false,
    });
    expect(decideAccess('/user/orders/current', user({ verified: false, approved: false }))).toEqual({ action: 'allow' });
  });

  it('keeps the website pages for the manager', () => {
    for (const path of ['/adminis/website/prices', '/adminis/website/arrivals', '/adminis/website/other', '/adminis/website/stats']) {
      expect(decideAccess(path, admin())).toEqual({ action: 'redirect', to: '/adminis/home', reason: 'managerOnly', logout: false });
      expect(decideAccess(path, admin({ isManager: true }))).toEqual({ action: 'allow' });
    }
    expect(decideAccess('/adminis/orders/pending', admin())).toEqual({ action: 'allow' });
  });
});
