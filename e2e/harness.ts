// What every journey needs: the app served from the real build on a fresh database, and a
// Chromium page. Screenshots land in test-results/ for people to look at.
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startTestServer, type TestServer } from '../graph/testing/server.ts';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const SHOTS = path.join(ROOT, 'test-results', 'screenshots');

export interface Journey {
  server: TestServer;
  browser: Browser;
  newPage(options?: { locale?: string; width?: number; height?: number }): Promise<{ context: BrowserContext; page: Page }>;
  screenshot(page: Page, name: string): Promise<string>;
  close(): Promise<void>;
}

export async function startJourney(env: Record<string, string> = {}, options: Parameters<typeof startTestServer>[1] = {}): Promise<Journey> {
  const webDist = path.join(ROOT, 'dist', 'web');
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    throw new Error('dist/web is missing: run `npm run build` first');
  }
  const server = await startTestServer({ WEB_DIST: webDist, ...env }, options);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  fs.mkdirSync(SHOTS, { recursive: true });
  return {
    server,
    browser,
    async newPage({ locale = 'en-GB', width = 1280, height = 800 } = {}) {
      const context = await browser.newContext({ locale, viewport: { width, height }, baseURL: server.url });
      const page = await context.newPage();
      return { context, page };
    },
    async screenshot(page, name) {
      // The preloader overlay fades out after at least 500 ms; photograph the page, not the overlay.
      await page.waitForSelector('#preloader', { state: 'detached', timeout: 5000 }).catch(() => {});
      const file = path.join(SHOTS, `${name}.png`);
      await page.screenshot({ path: file, fullPage: true });
      return file;
    },
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

/**
 * Signs a browser context in as a client or a member of staff, in a language, with the cookie banner
 * already answered (necessary cookies only).
 */
export async function signedIn(journey: Journey, context: BrowserContext, kind: 'staff' | 'client', id: string, lang: 'en' | 'sl') {
  const url = journey.server.url;
  await context.addCookies([
    { name: 'cookie_consent', value: 'necessary', url, sameSite: 'Strict' },
    { name: 'preferred_language', value: lang, url, sameSite: 'Lax' },
    { name: 'access_token', value: journey.server.cookieFor(kind, id).split('=')[1]!, url, httpOnly: true, sameSite: 'Strict' },
  ]);
  await context.addInitScript(() =>
    window.localStorage.setItem('stopover.cookieConsent', JSON.stringify({ necessary: true, analytics: false, timestamp: new Date().toISOString() })),
  );
}

/** A page signed in as a client or a member of staff, with the page's uncaught errors collected in `problems`. */
export async function signedInPage(
  journey: Journey,
  who: { kind: 'staff' | 'client'; id: string; lang: 'en' | 'sl' },
  options: { locale?: string; width?: number; height?: number } = {},
): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const { page, context } = await journey.newPage(options);
  await signedIn(journey, context, who.kind, who.id, who.lang);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  return { page, context, problems };
}

/** The whole page at desktop and at phone width (`<name>-desktop`, `<name>-phone`), left at the desktop one. */
export async function shootBothWidths(journey: Journey, page: Page, name: string, desktop: { width: number; height: number }, phone: { width: number; height: number }): Promise<void> {
  for (const [size, viewport] of [['desktop', desktop], ['phone', phone]] as const) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(300);
    await journey.screenshot(page, `${name}-${size}`);
  }
  await page.setViewportSize(desktop);
}

