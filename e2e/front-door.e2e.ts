// The front door: the README's start command (`npm start`, the compiled server) as a child process
// on an empty data folder — and again on a fresh PostgreSQL database — and the first day lived
// through its public surface only, without a restart, injected cookies or database shortcuts. A
// coach company registers in Chromium and follows the verification link from the development
// mailbox; the manager signs in with the password the start printed and approves it; the company
// registers a webhook receiver, a calendar link and an API token on its profile, then books a long
// stop with its meals through the wizard. The receiver gets the signed delivery, the calendar lists
// the booking and the token reads it. One language, one width: the feature journeys cover the rest.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createIntl } from 'react-intl';
import { chromium, type Browser, type Page } from 'playwright-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, instantToLocal } from '../graph/domain/local-time.ts';
import { parseCalendar } from '../graph/testing/ical.ts';
import { verifyWebhook } from '../graph/webhooks/signature.ts';
import en from '../web/i18n/catalog-en.ts';
import { ROOT, SHOTS } from './harness.ts';
import { bookLongStopInWizard, preorderInWizard } from './steps/meals.ts';

const intl = createIntl({ locale: 'en', messages: en });
const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const ADMIN_URL = process.env.TEST_POSTGRES_URL?.trim() || 'postgresql://postgres@127.0.0.1:5432/postgres';

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** `npm start`, as the README says, in its own process group (so stopping it stops node too). */
interface Started {
  child: ChildProcess;
  url: string;
  output: () => string;
  managerPassword: string;
  stop(): Promise<void>;
}

async function npmStart(env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  let output = '';
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'development', CI: '', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // The banner with the generated password is the last thing start-up prints.
  const started = Date.now();
  let password: string | undefined;
  while (!password) {
    password = /password:\s+(\S+)/.exec(output)?.[1];
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${output}`);
    if (Date.now() - started > 120_000) throw new Error(`npm start printed no manager password in 120 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    child,
    url: `http://localhost:${port}`,
    output: () => output,
    managerPassword: password,
    async stop() {
      if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM');
      return exited;
    },
  };
}

/** A webhook receiver on this machine, as a coach company's back office would run one. */
async function startReceiver() {
  const received: Array<{ headers: http.IncomingHttpHeaders; body: string }> = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    received,
    url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}/stopover-events`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function solveCaptcha(page: Page) {
  await page.getByRole('checkbox', { name: t('captcha.label') }).waitFor();
  await page.locator('altcha-widget label', { hasText: t('captcha.label') }).click();
  await page.locator('altcha-widget .altcha[data-state="verified"]').waitFor({ timeout: 30_000 });
}

/** A newcomer answers the cookie banner first: necessary cookies only. */
async function answerConsent(page: Page) {
  await page.getByRole('button', { name: t('public.consent.necessaryOnly') }).click();
  await page.getByRole('button', { name: t('public.consent.necessaryOnly') }).waitFor({ state: 'detached' });
}

function field(page: Page, id: string, optional = false) {
  return page.getByLabel(optional ? `${t(id)} ${t('form.optional')}` : t(id), { exact: true });
}

/** The newest message to `to` in the development mailbox, as its text (links included). */
async function fromMailbox(base: string, to: string, subject: RegExp): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const list = await (await fetch(`${base}/dev/mailbox`)).text();
    const ids = [...list.matchAll(/href="\/dev\/mailbox\/([0-9a-f-]{36})"/g)].map((m) => m[1]!);
    for (const id of ids) {
      const page = await (await fetch(`${base}/dev/mailbox/${id}`)).text();
      if (page.includes(to) && subject.test(page)) return page;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail to ${to} matching ${subject} in the development mailbox`);
}

interface Backend {
  name: string;
  env(): Promise<Record<string, string>>;
  cleanup(): Promise<void>;
}

const dataDirs: string[] = [];
const pglite: Backend = {
  name: 'the embedded database (an empty data folder)',
  async env() {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stopover-front-door-'));
    dataDirs.push(dir);
    return { DATA_DIR: path.join(dir, 'data') };
  },
  async cleanup() {
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  },
};

const dbName = `stopover_test_front_door_${Date.now()}_${randomBytes(3).toString('hex')}`;
const postgres: Backend = {
  name: 'PostgreSQL (a fresh database)',
  async env() {
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const url = new URL(ADMIN_URL);
    url.pathname = `/${dbName}`;
    return { DATABASE_URL: url.toString() };
  },
  async cleanup() {
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  },
};

describe.each([pglite, postgres].map((backend) => [backend.name, backend] as const))('the first day on %s', (_name, backend) => {
  const company = 'Karawanken Coach Lines GmbH';
  const email = `dispatch-${randomBytes(3).toString('hex')}@karawanken-coaches.example`;
  const password = 'Route-over-Loibl-Pass-26';
  const arrivalDay = addDays(instantToLocal(new Date()).date, 5);
  let app: Started;
  let browser: Browser;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    receiver = await startReceiver();
    app = await npmStart(await backend.env());
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    });
    fs.mkdirSync(SHOTS, { recursive: true });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await receiver?.close();
    await backend.cleanup();
  }, 60_000);

  const shoot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `front-door-${backend === pglite ? 'pglite' : 'postgres'}-${name}.png`), fullPage: true });

  it('registers, verifies, is approved, connects its systems and books a long stop with meals', async () => {
    const problems: string[] = [];
    const newPage = async () => {
      const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 800 }, baseURL: app.url });
      const page = await context.newPage();
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      return { context, page };
    };

    // ——— A coach company registers, as anyone arriving from the home page would.
    const { context: clientContext, page } = await newPage();
    await page.goto('/');
    await answerConsent(page);
    await page.goto('/register');
    await page.getByRole('heading', { level: 1, name: t('page.register.title') }).waitFor();
    await field(page, 'form.organisationName').fill(company);
    await field(page, 'form.email').fill(email);
    await field(page, 'form.username').fill('karawanken');
    await field(page, 'form.password').fill(password);
    await field(page, 'form.passwordConfirmation').fill(password);
    await page.locator('#register-acceptTerms').check();
    await page.getByRole('button', { name: t('page.register.submit') }).click();
    await page.getByRole('dialog', { name: t('page.register.doneTitle') }).waitFor();
    await shoot(page, '01-registered');
    await page.getByRole('dialog').getByRole('button', { name: t('dialog.close') }).click();

    // ——— The verification link, from the development mailbox the README points to.
    const mail = await fromMailbox(app.url, email, /Verify your email address/);
    const verifyPath = /https?:\/\/[^\s"<>]+(\/login\/verify\/[A-Za-z0-9_-]+)/.exec(mail)?.[1];
    expect(verifyPath, 'a verification link in the mail').toBeTruthy();
    await page.goto(verifyPath!);
    await page.getByRole('heading', { name: t('page.verifyEmail.successTitle') }).waitFor();

    // ——— The manager signs in with the password the start printed, and approves the company.
    const { context: staffContext, page: staff } = await newPage();
    await staff.goto('/adminisLogin');
    await answerConsent(staff);
    await staff.getByRole('heading', { level: 1, name: t('page.adminLogin.title') }).waitFor();
    await field(staff, 'form.email').fill('manager@stopover.localhost');
    await field(staff, 'form.password').fill(app.managerPassword);
    await solveCaptcha(staff);
    await staff.getByRole('button', { name: t('page.adminLogin.submit'), exact: true }).click();
    await staff.waitForURL('**/adminis/home');
    await staff.goto('/adminis/clients/pending');
    const row = staff.locator('.queue-item', { has: staff.getByRole('heading', { name: company }) });
    await row.getByRole('button', { name: t('staff.pending.approve') }).click();
    await staff.getByText(t('staff.pending.approved', { name: company })).waitFor();
    await shoot(staff, '02-approved');
    await staffContext.close();

    // ——— The company signs in.
    await page.goto('/login');
    await field(page, 'form.email').fill(email);
    await field(page, 'form.password').fill(password);
    await solveCaptcha(page);
    await page.getByRole('button', { name: t('page.login.submit'), exact: true }).click();
    await page.waitForURL('**/user/dashboard');

    // ——— Its back office: a webhook receiver, a calendar link and an API token, on the profile.
    await page.goto('/user/profile');
    const webhooks = page.getByTestId('webhooks');
    await webhooks.getByRole('button', { name: t('webhooks.new.open') }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByLabel(t('webhooks.field.url'), { exact: true }).fill(receiver.url);
    await dialog.getByRole('button', { name: t('webhooks.new.submit') }).click();
    const webhookSecret = (await dialog.getByTestId('webhook-secret').inputValue()).trim();
    expect(webhookSecret).toMatch(/^whsec_/);
    await dialog.getByRole('button', { name: t('webhooks.secret.done') }).click();

    const calendar = page.getByTestId('calendar-feed');
    await calendar.getByRole('button', { name: t('calendar.create') }).click();
    const feedUrl = (await calendar.getByTestId('calendar-url').inputValue()).trim();

    const tokens = page.getByTestId('api-tokens');
    await tokens.getByRole('button', { name: t('tokens.new.open') }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel(t('tokens.field.name'), { exact: true }).fill('Dispatch system');
    await dialog.getByRole('button', { name: t('tokens.new.submit') }).click();
    const tokenSecret = (await dialog.getByTestId('token-secret').inputValue()).trim();
    expect(tokenSecret).toMatch(/^stp_/);
    await dialog.getByRole('button', { name: t('tokens.secret.done') }).click();
    await shoot(page, '03-profile');

    // ——— A long stop for 42 with its meals, through the wizard.
    const orderNumber = await bookLongStopInWizard(page, t, { guests: 42, date: arrivalDay, time: '12:30' });
    expect(orderNumber).toMatch(/^[A-Z0-9]{3}-[A-Z0-9]{3}$/);
    await preorderInWizard(page, { dishes: { 'Goulash with bread': 30, 'Vegetable risotto (vegetarian)': 10 }, vegetarian: 10, driverMeals: 1, guideMeals: 1 });
    await shoot(page, '04-booked');
    await page.goto('/user/orders/current');
    await page.locator(`[data-order-number="${orderNumber}"]`).first().waitFor();
    await clientContext.close();

    // ——— The receiver got the booking, signed with the secret shown once.
    let delivery: { headers: http.IncomingHttpHeaders; body: string } | undefined;
    for (let i = 0; i < 150 && !delivery; i++) {
      delivery = receiver.received.find((r) => JSON.parse(r.body).type === 'reservation.created');
      if (!delivery) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(delivery, 'a reservation.created delivery').toBeDefined();
    const headers = { 'webhook-id': String(delivery!.headers['webhook-id']), 'webhook-timestamp': String(delivery!.headers['webhook-timestamp']), 'webhook-signature': String(delivery!.headers['webhook-signature']) };
    expect(verifyWebhook(webhookSecret, headers, delivery!.body, Math.floor(Date.now() / 1000))).toBe(true);
    expect(delivery!.body).toContain(orderNumber);

    // ——— A calendar app subscribed to the link sees the stop.
    const feed = await fetch(`${app.url}${new URL(feedUrl).pathname}`);
    expect(feed.status).toBe(200);
    const { events } = parseCalendar(await feed.text());
    expect(events.map((e) => e.summary).join('\n')).toMatch(new RegExp(escape(orderNumber)));

    // ——— The dispatch system reads it with its token.
    const answer = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokenSecret}` },
      body: JSON.stringify({ query: '{ viewer { client { reservations(first: 5) { edges { node { orderNumber guests } } } } } }' }),
    });
    expect(answer.status).toBe(200);
    const read = (await answer.json()) as { data?: { viewer: { client: { reservations: { edges: Array<{ node: { orderNumber: string; guests: number } }> } } } }; errors?: unknown };
    expect(read.errors).toBeUndefined();
    expect(read.data!.viewer.client.reservations.edges.map((e) => e.node)).toEqual([{ orderNumber, guests: 42 }]);

    // Nothing went wrong on the way: no page errors, no server errors in the log.
    expect(problems).toEqual([]);
    const errors = app.output().split('\n').filter((line) => /"level":"error"|INTERNAL_SERVER_ERROR|Unexpected error/.test(line));
    expect(errors).toEqual([]);
  }, 300_000);
});
