// Nobody is signed out by accident. A signed-in client on the dashboard reloads twice in quick
// succession while the page is still asking who is signed in (the first check is cut off by the
// second reload), and later loses the connection for a second while a page loads. Neither is an
// answer about the session: the client stays on the dashboard, signed in, and the server never
// hears "sign me out".
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, startJourney, type Journey } from './harness.ts';
import { createOrganisation } from '../graph/testing/organisations.ts';

const LOGOUT_PATH = '/api/user/logoutUser';
const STATUS_PATH = '/api/user/getAuthStatus';
const DASHBOARD = '/user/dashboard';

describe('a signed-in client through reloads and a dropped connection', () => {
  let journey: Journey;
  let clientId: string;

  beforeAll(async () => {
    journey = await startJourney();
    const now = new Date();
    const org = await createOrganisation(journey.server.services.prisma, {
      data: {
        name: 'Steady Coaches d.o.o.',
        email: 'dispatch@steady-coaches.example',
        username: 'steady',
        passwordHash: 'x',
        language: 'en',
        status: 'APPROVED',
        emailVerifiedAt: now,
        approvedAt: now,
        termsAcceptedAt: now,
      },
    });
    clientId = org.id;
  });
  afterAll(async () => {
    await journey?.close();
  });

  /** The dashboard, shown to a signed-in client: its tabs appear only with a known account. */
  async function onDashboard(page: Page) {
    const tabs = page.locator('nav.tabs a[href="/user/orders/current"]');
    await Promise.race([tabs.waitFor({ timeout: 20_000 }), page.waitForURL('**/login', { timeout: 20_000 })]).catch(() => {});
    expect(new URL(page.url()).pathname).toBe(DASHBOARD);
    await tabs.waitFor({ timeout: 5_000 });
  }

  const serverHeardLogout = () => journey.server.logs.some((line) => line.includes('"msg":"request"') && line.includes(`"path":"${LOGOUT_PATH}"`));

  it('stays signed in after two quick reloads mid-load and a second offline mid-load', async () => {
    const { context, page } = await journey.newPage();
    await signedIn(journey, context, 'client', clientId, 'en');
    const logoutRequests: Request[] = [];
    const statusFailures: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === LOGOUT_PATH) logoutRequests.push(request);
    });
    page.on('requestfailed', (request) => {
      if (new URL(request.url()).pathname === STATUS_PATH) statusFailures.push(request.failure()?.errorText ?? 'failed');
    });

    await page.goto(DASHBOARD);
    await onDashboard(page);
    const statusChecks = () => journey.server.logs.filter((line) => line.includes(`"path":"${STATUS_PATH}"`)).length;

    // The auth check takes a moment, as on a slow line, so the reloads land while it is under way.
    // A page that is left mid-request sees its fetch rejected as aborted while its scripts still
    // run (Firefox does so at once; Chromium only when the new page replaces it): the route aborts
    // the held check just before each reload, as such a browser would.
    const held: Array<{ abort(): Promise<void> }> = [];
    let seen = 0;
    await page.route(`**${STATUS_PATH}`, async (route) => {
      seen++;
      let settled = false;
      held.push({
        abort: async () => {
          if (settled) return;
          settled = true;
          await route.abort('aborted').catch(() => {});
        },
      });
      await new Promise((resolve) => setTimeout(resolve, 600));
      if (settled) return;
      settled = true;
      await route.continue().catch(() => {});
    });
    const statusRequested = () => page.waitForRequest((request) => new URL(request.url()).pathname === STATUS_PATH, { timeout: 10_000 });
    const reloadMidCheck = async () => {
      for (const route of held.splice(0)) await route.abort();
      // The aborted page's scripts get a moment, as they do while the browser fetches the next page.
      await new Promise((resolve) => setTimeout(resolve, 150));
      const asked = statusRequested();
      await page.reload({ waitUntil: 'commit' });
      // A page sent to the sign-in page asks nothing more: the assertion below says where it is.
      await asked.catch(() => {});
      expect(new URL(page.url()).pathname).toBe(DASHBOARD);
    };

    // Click a link (its navigation asks who is signed in), then reload twice before any answer.
    const checksBefore = statusChecks();
    const asked = statusRequested();
    await page.locator('nav.tabs a[href="/user/orders/current"]').click();
    await asked;
    await reloadMidCheck();
    await reloadMidCheck();
    await onDashboard(page);
    expect(seen).toBeGreaterThanOrEqual(3);
    // The first checks were cut off by the reloads that followed them, the last one answered.
    expect(statusFailures.length).toBeGreaterThanOrEqual(2);
    expect(statusChecks() - checksBefore).toBeGreaterThanOrEqual(1);
    expect(logoutRequests.map((request) => request.url())).toEqual([]);

    // Offline for a second while the page loads and asks. (No route here: Playwright's routing
    // turns the browser cache off, and the app's files come from the cache as they would for a client.)
    await page.unroute(`**${STATUS_PATH}`);
    const failuresBefore = statusFailures.length;
    const answeredBefore = statusChecks();
    // The page may ask before the outage takes effect (its files come from the cache): then it
    // loads normally and the outage is tried again.
    let met = false;
    for (let attempt = 0; attempt < 3 && !met; attempt++) {
      if (attempt > 0) {
        await page.goto(DASHBOARD);
        await onDashboard(page);
      }
      const statusFailed = page
        .waitForEvent('requestfailed', { predicate: (request) => new URL(request.url()).pathname === STATUS_PATH, timeout: 1000 })
        .then(() => true, () => false);
      await page.reload({ waitUntil: 'commit' });
      const offlineAt = Date.now();
      await context.setOffline(true);
      met = await statusFailed;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, offlineAt + 1000 - Date.now())));
      await context.setOffline(false);
    }
    expect(met).toBe(true);
    // The check met the outage, and was asked again once the connection was back.
    await expect.poll(() => statusChecks() > answeredBefore, { timeout: 15_000 }).toBe(true);
    expect(statusFailures.length).toBeGreaterThan(failuresBefore);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(new URL(page.url()).pathname).toBe(DASHBOARD);

    // Still signed in: a fresh look at the dashboard needs no sign-in, and nothing asked to sign out.
    await page.goto(DASHBOARD);
    await onDashboard(page);
    expect(await page.evaluate(() => window.localStorage.getItem('stopover.session'))).toContain('steady');
    expect(logoutRequests.map((request) => request.url())).toEqual([]);
    expect(serverHeardLogout()).toBe(false);
    await journey.screenshot(page, 'session-resilience-dashboard');
    await context.close();
  }, 90_000);
});
