// The staff area in a browser: the approval queue fills itself as organisations register (and
// catches up after a network drop), approve and reject (with its confirmation) work and a
// colleague's earlier decision is explained; client cards find a client, block it with a reason
// and unblock it, correct its details (the client is mailed) and delete it at the client's request; the manager changes the long-stop price and the public site data shows it, edits
// a site text, and reads statistics for seeded reservations with charts and a CSV download. The
// shell's staff rules (burger remembered, no logo at ≤ 992 px, no account item) are checked too,
// and every page is photographed at 1280, 820 and 375 px in English and Slovenian.
import fs from 'node:fs';
import path from 'node:path';
import { createIntl } from 'react-intl';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../web/i18n/catalog-en.ts';
import sl from '../web/i18n/catalog-sl.ts';
import { presetRange, todayIn, csvFileName } from '../web/features/staff/dateRange.ts';
import { SHOTS, startJourney, type Journey } from './harness.ts';
import { createOrganisation } from '../graph/testing/organisations.ts';

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 860 },
  { name: 'tablet', width: 820, height: 1100 },
  { name: 'phone', width: 375, height: 760 },
];

const catalogs = { en: en as Record<string, string>, sl: sl as Record<string, string> };
const t = (lang: 'en' | 'sl', id: string, values?: Record<string, string | number>) => createIntl({ locale: lang, messages: catalogs[lang] }).formatMessage({ id }, values);

let journey: Journey;
let managerId: string;
let seq = 0;

beforeAll(async () => {
  journey = await startJourney();
  const manager = await journey.server.services.prisma.staff.findFirstOrThrow({ where: { isManager: true } });
  managerId = manager.id;
});
afterAll(async () => {
  await journey?.close();
});

async function staffPage(options: { locale?: string; width?: number; height?: number } = {}): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const { context, page } = await journey.newPage(options);
  const token = journey.server.cookieFor('staff', managerId).split('=')[1]!;
  await context.addCookies([
    { name: 'access_token', value: token, url: journey.server.url, httpOnly: true, sameSite: 'Strict' },
    // Cookie consent was given long ago on this tablet: the banner stays away from the pictures.
    { name: 'cookie_consent', value: 'necessary', url: journey.server.url, sameSite: 'Strict' },
  ]);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) problems.push(`console: ${message.text()}`);
  });
  return { context, page, problems };
}

/** Resolves once the page's graphql-ws socket has subscribed (live events can flow). */
function subscribed(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) => {
      ws.on('framesent', (frame) => {
        if (typeof frame.payload === 'string' && frame.payload.includes('"subscribe"') && frame.payload.includes('clientAccountChanged')) {
          // The server registers the subscription as it reads the frame; give it a moment.
          setTimeout(resolve, 300);
        }
      });
    });
  });
}

interface SeedClient {
  name: string;
  verified?: boolean;
  status?: 'PENDING' | 'APPROVED' | 'BLOCKED';
  hoursAgo?: number;
  language?: 'en' | 'sl';
  contactInfo?: string;
}

/**
 * Data written here stands for what happened elsewhere (another instance, a colleague): there, the
 * change would have started a new response-cache generation, as it does here after the write.
 */
async function changedElsewhere<T>(write: Promise<T>): Promise<T> {
  const written = await write;
  await journey.server.services.responseCache?.generations.bump();
  return written;
}

async function seedClient(client: SeedClient) {
  const slug = `${client.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}-${++seq}`;
  return changedElsewhere(createOrganisation(journey.server.services.prisma, {
    data: {
      name: client.name,
      firstName: 'Ana',
      lastName: 'Novak',
      email: `${slug}@coach.example`,
      username: slug.slice(0, 30),
      phone: '+386 41 123 456',
      passwordHash: 'scrypt$10$8$1$x$y',
      contactInfo: client.contactInfo ?? null,
      language: client.language ?? 'en',
      status: client.status ?? 'PENDING',
      emailVerifiedAt: client.verified === false ? null : new Date(),
      approvedAt: client.status === 'APPROVED' ? new Date() : null,
      termsAcceptedAt: new Date(),
      createdAt: new Date(Date.now() - (client.hoursAgo ?? 1) * 3_600_000),
    },
  }));
}

async function register(name: string, username: string) {
  const result = await journey.server.graphql<{ registerClient: { email: string } }>(
    `mutation ($input: RegisterClientInput!) { registerClient(input: $input) { email } }`,
    {
      input: {
        name,
        email: `${username}@register.example`,
        username,
        password: 'Coach-Route-Sunny-2026',
        passwordConfirmation: 'Coach-Route-Sunny-2026',
        acceptTerms: true,
        language: 'sl',
        firstName: 'Marko',
        lastName: 'Kranjc',
        phone: '+386 31 555 010',
      },
    },
  );
  expect(result.body.errors).toBeUndefined();
}

/** Full-page pictures at each width (sidebar open beside the page on desktop, closed on smaller screens). */
/** A modal dialog as it looks now, on the desktop and on a phone (the window only: the dialog covers it). */
async function shootDialog(page: Page, name: string) {
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(SHOTS, `${name}-desktop.png`) });
  await page.setViewportSize({ width: 375, height: 760 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(SHOTS, `${name}-phone.png`) });
  await page.setViewportSize({ width: 1280, height: 860 });
}

async function shootWidths(page: Page, name: string) {
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    const burger = page.locator('button.burger');
    if ((await burger.count()) > 0) {
      const expanded = (await burger.getAttribute('aria-expanded')) === 'true';
      if (expanded !== (size.width > 992)) await burger.click();
    }
    await page.waitForTimeout(300);
    await page.evaluate(() => window.scrollTo(0, 0));
    // Nothing may stick out sideways: staff scroll down, never across.
    const overflow = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      if (document.documentElement.scrollWidth <= width) return [];
      const clipped = (el: Element) => {
        for (let parent = el.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
          if (getComputedStyle(parent).overflowX !== 'visible' && parent.getBoundingClientRect().right <= width + 1) return true;
        }
        return false;
      };
      return [...document.querySelectorAll('body *')]
        .filter((el) => el.getBoundingClientRect().right > width + 1 && !clipped(el))
        .slice(0, 5)
        .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} → ${Math.round(el.getBoundingClientRect().right)}`);
    });
    expect(overflow, `${name} at ${size.width} px`).toEqual([]);
    await journey.screenshot(page, `${name}-${size.name}`);
    if (process.env.REVIEW_SHOTS) {
      // Pieces of tall pages, for people reviewing them on a screen.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const dir = path.join(SHOTS, '..', 'review');
      fs.mkdirSync(dir, { recursive: true });
      for (let y = 0, n = 1; y < height && n <= 6; y += 1300, n++) {
        await page.screenshot({ path: path.join(dir, `${name}-${size.name}-${n}.png`), fullPage: true, clip: { x: 0, y, width: size.width, height: Math.min(1300, height - y) } });
      }
    }
  }
  await page.setViewportSize({ width: 1280, height: 860 });
  const burger = page.locator('button.burger');
  if ((await burger.count()) > 0 && (await burger.getAttribute('aria-expanded')) !== 'true') await burger.click();
}

describe('the approval queue', () => {
  it('shows registrations live, approves in one tap and rejects after a confirmation', async () => {
    const old = await seedClient({ name: 'Alpine Coach Tours d.o.o.', hoursAgo: 20, contactInfo: 'Dispatcher on duty 6:00–22:00: +386 41 999 000' });
    const unverified = await seedClient({ name: 'Danube Explorer Travel', verified: false, hoursAgo: 3 });
    const reject = await seedClient({ name: 'Spam Coaches Ltd', hoursAgo: 2 });

    const { context, page, problems } = await staffPage();
    const live = subscribed(page);
    await page.goto('/adminis/clients/pending');
    await page.getByRole('heading', { level: 2, name: old.name }).waitFor();
    await live;
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));

    // The sidebar counts the applications that can be decided (verified ones).
    const badge = page.locator('.admin-sidebar__count > [aria-hidden="true"]');
    await expect.poll(() => badge.textContent()).toBe('2');

    // An unverified application says why it cannot be approved yet.
    const unverifiedRow = page.locator('.queue-item', { has: page.getByRole('heading', { name: unverified.name }) });
    await unverifiedRow.getByText(t('en', 'staff.pending.whyNotVerified')).waitFor();
    expect(await unverifiedRow.getByRole('button', { name: t('en', 'staff.pending.approve') }).isDisabled()).toBe(true);

    // A registration through the API appears at the top, without a reload, with a notice.
    await register('Coastal Coaches Koper', 'coastal-coaches');
    const first = page.locator('.queue-item').first();
    await expect.poll(() => first.getByRole('heading', { level: 2 }).textContent(), { timeout: 10_000 }).toBe('Coastal Coaches Koper');
    await page.getByText(t('en', 'staff.live.newRegistration', { name: 'Coastal Coaches Koper' })).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    await shootWidths(page, 'staff-pending-live-en');

    // Approve: one tap, the row leaves, the account is approved.
    const oldRow = page.locator('.queue-item', { has: page.getByRole('heading', { name: old.name }) });
    await oldRow.getByRole('button', { name: t('en', 'staff.pending.approve') }).click();
    await oldRow.waitFor({ state: 'detached' });
    await page.getByText(t('en', 'staff.pending.approved', { name: old.name })).waitFor();
    expect((await journey.server.services.prisma.client.findUniqueOrThrow({ where: { id: old.id } })).status).toBe('APPROVED');
    await expect.poll(() => badge.textContent()).toBe('1');

    // Reject: asks first (the data is deleted at once), then the row leaves and the data is gone.
    const rejectRow = page.locator('.queue-item', { has: page.getByRole('heading', { name: reject.name }) });
    await rejectRow.getByRole('button', { name: t('en', 'staff.pending.reject') }).click();
    const dialog = page.getByRole('dialog', { name: t('en', 'staff.pending.rejectTitle', { name: reject.name }) });
    await dialog.waitFor();
    await dialog.getByText(t('en', 'staff.pending.rejectText')).waitFor();
    await shootDialog(page, 'staff-pending-reject-dialog-en');
    await dialog.getByRole('button', { name: t('en', 'staff.pending.rejectConfirm') }).click();
    await rejectRow.waitFor({ state: 'detached' });
    expect(await journey.server.services.prisma.client.findUnique({ where: { id: reject.id } })).toBeNull();
    await expect.poll(() => badge.count()).toBe(0);

    // A colleague decided first (no live event reached us): the page says so and reloads.
    const raced = await seedClient({ name: 'Karst Travel Group', hoursAgo: 1 });
    await page.getByRole('button', { name: t('en', 'staff.action.reload') }).click();
    const racedRow = page.locator('.queue-item', { has: page.getByRole('heading', { name: raced.name }) });
    await racedRow.waitFor();
    await changedElsewhere(journey.server.services.prisma.client.update({ where: { id: raced.id }, data: { status: 'APPROVED', approvedAt: new Date() } }));
    await racedRow.getByRole('button', { name: t('en', 'staff.pending.approve') }).click();
    await page.getByText(t('en', 'staff.pending.conflict', { name: raced.name })).waitFor();
    await racedRow.waitFor({ state: 'detached' });

    // After a network drop the queue reads itself again: an application that arrived meanwhile shows.
    await context.setOffline(true);
    await page.locator('.live-indicator--offline').waitFor();
    const meanwhile = await seedClient({ name: 'Offline Arrivals Bled', hoursAgo: 0.1 });
    await context.setOffline(false);
    await page.locator('.queue-item', { has: page.getByRole('heading', { name: meanwhile.name }) }).waitFor({ timeout: 10_000 });
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);

    expect(problems).toEqual([]);
    await context.close();
  }, 180_000);
});

describe('client cards', () => {
  it('finds a client, blocks it with a reason and unblocks it', async () => {
    const target = await seedClient({ name: 'Pannonia Bus Lines', status: 'APPROVED', language: 'sl', contactInfo: 'Office hours 8–16' });
    await seedClient({ name: 'Other Coaches', status: 'APPROVED' });
    const { context, page, problems } = await staffPage();
    await page.goto('/adminis/clients/cards');
    await page.getByRole('heading', { level: 1, name: t('en', 'page.clientsCards.title') }).waitFor();

    await page.getByLabel(t('en', 'staff.cards.searchLabel')).fill('pannonia');
    const card = page.locator('.client-card', { has: page.getByRole('heading', { name: target.name }) });
    await card.waitFor();
    await expect.poll(() => page.locator('.client-card').count()).toBe(1);
    expect(await card.textContent()).toContain(target.email);

    // Block: the reason is required.
    await card.getByRole('button', { name: t('en', 'staff.cards.block') }).click();
    const dialog = page.getByRole('dialog', { name: t('en', 'staff.cards.blockTitle', { name: target.name }) });
    await dialog.getByRole('button', { name: t('en', 'staff.cards.blockConfirm'), exact: true }).click();
    await dialog.getByText(t('en', 'form.error.required')).waitFor();
    await dialog.getByLabel(t('en', 'staff.cards.reasonLabel')).fill('Three no-shows in June without notice');
    await shootDialog(page, 'staff-cards-block-dialog-en');
    await dialog.getByRole('button', { name: t('en', 'staff.cards.blockConfirm'), exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await card.locator('.client-card__blocked', { hasText: 'Three no-shows in June without notice' }).waitFor();
    await card.locator('.status-badge--blocked').waitFor();
    const blocked = await journey.server.services.prisma.client.findUniqueOrThrow({ where: { id: target.id } });
    expect(blocked.status).toBe('BLOCKED');
    expect(blocked.blockedReason).toBe('Three no-shows in June without notice');
    await shootWidths(page, 'staff-cards-search-en');

    await card.getByRole('button', { name: t('en', 'staff.cards.unblock') }).click();
    await card.locator('.status-badge--approved').waitFor();
    expect((await journey.server.services.prisma.client.findUniqueOrThrow({ where: { id: target.id } })).status).toBe('APPROVED');

    // The state filter narrows the list.
    await page.getByLabel(t('en', 'staff.cards.searchLabel')).fill('');
    await page.locator('.segmented__option', { hasText: t('en', 'staff.cards.filter.pending') }).click();
    await expect.poll(async () => (await page.locator('.client-card .status-badge--approved').count()) === 0).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  }, 180_000);
});

describe('client cards: details and deletion', () => {
  it('edits a client’s phone (the client is mailed what changed) and deletes an account at the client’s request', async () => {
    const target = await seedClient({ name: 'Savinja Coach Travel', status: 'APPROVED', language: 'sl', contactInfo: 'Dispatcher 6–22' });
    for (const lang of ['en', 'sl'] as const) {
      const { context, page, problems } = await staffPage({ locale: lang === 'sl' ? 'sl-SI' : 'en-GB' });
      await page.goto('/adminis/clients/cards');
      await page.getByLabel(t(lang, 'staff.cards.searchLabel')).fill('savinja');
      const card = page.locator('.client-card', { has: page.getByRole('heading', { name: target.name }) });
      await card.waitFor();
      await expect.poll(() => page.locator('.client-card').count()).toBe(1);
      await shootWidths(page, `staff-cards-actions-${lang}`);

      // Edit details: prefilled; only the phone changes.
      await card.getByRole('button', { name: t(lang, 'staff.cards.edit') }).click();
      const edit = page.getByRole('dialog', { name: t(lang, 'staff.cards.editTitle', { name: target.name }) });
      await edit.waitFor();
      const phone = edit.getByLabel(new RegExp(`^${t(lang, 'form.phone')}`));
      const before = await journey.server.services.prisma.client.findUniqueOrThrow({ where: { id: target.id } });
      expect(await phone.inputValue()).toBe(before.phone);
      const newPhone = lang === 'en' ? '+386 3 777 1234' : '+386 3 777 5678';
      await phone.fill(newPhone);
      await shootDialog(page, `staff-cards-edit-dialog-${lang}`);
      await edit.getByRole('button', { name: t(lang, 'staff.cards.editSave') }).click();
      await edit.waitFor({ state: 'hidden' });
      await card.getByRole('link', { name: newPhone }).waitFor();
      await page.getByText(t(lang, 'staff.cards.edited', { name: target.name })).waitFor();
      expect((await journey.server.services.prisma.client.findUniqueOrThrow({ where: { id: target.id } })).phone).toBe(newPhone);
      const mails = await journey.server.services.prisma.mailOutbox.findMany({ where: { template: 'account.details_changed', toAddress: target.email } });
      expect(mails.some((mail) => mail.textBody.includes(newPhone) && mail.language === 'sl')).toBe(true);

      // Delete account: the button waits for the account's e-mail, typed again.
      await card.getByRole('button', { name: t(lang, 'staff.cards.erase') }).click();
      const erase = page.getByRole('dialog', { name: t(lang, 'staff.cards.eraseTitle', { name: target.name }) });
      await erase.waitFor();
      const confirm = erase.getByRole('button', { name: t(lang, 'staff.cards.eraseConfirm'), exact: true });
      expect(await confirm.isDisabled()).toBe(true);
      await erase.getByRole('textbox').fill(` ${target.email.toUpperCase()}`);
      expect(await confirm.isEnabled()).toBe(true);
      await shootDialog(page, `staff-cards-erase-dialog-${lang}`);
      if (lang === 'en') {
        await erase.getByRole('button', { name: t(lang, 'staff.action.cancel') }).click();
        await erase.waitFor({ state: 'hidden' });
      } else {
        // The client asked: the card leaves the list, the account is archived.
        await confirm.click();
        await card.waitFor({ state: 'detached' });
        expect((await journey.server.services.prisma.client.findUniqueOrThrow({ where: { id: target.id } })).status).toBe('ARCHIVED');
      }
      expect(problems).toEqual([]);
      await context.close();
    }
  }, 180_000);
});

describe('the manager’s website pages', () => {
  it('changes the long-stop price and a menu item, and the public data shows it', async () => {
    const { context, page, problems } = await staffPage();
    await page.goto('/adminis/website/prices');
    const long = page.locator('.offer-card--long');
    await long.waitFor();
    const input = long.getByLabel(t('en', 'staff.prices.perGuest'));
    await input.fill('abc');
    await long.getByRole('button', { name: t('en', 'staff.prices.savePrice') }).click();
    await long.getByText(t('en', 'staff.money.invalid')).waitFor();
    await input.fill('1200');
    await long.getByRole('button', { name: t('en', 'staff.prices.savePrice') }).click();
    await long.getByText(t('en', 'staff.money.outOfRange')).waitFor();
    await input.fill('27,50');
    await long.getByRole('button', { name: t('en', 'staff.prices.savePrice') }).click();
    await expect
      .poll(async () => {
        const answer = await journey.server.graphql<{ site: { offers: Array<{ type: string; priceCents: number }> } }>('{ site { offers { type priceCents } } }');
        return answer.body.data?.site.offers.find((o) => o.type === 'LONG_STOP')?.priceCents;
      })
      .toBe(2750);

    // A new menu item, then hidden from the site.
    await long.getByRole('button', { name: t('en', 'staff.prices.add') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(t('en', 'staff.prices.nameEn')).fill('Beef goulash with polenta');
    await dialog.getByLabel(t('en', 'staff.prices.nameSl')).fill('Goveji golaž s polento');
    await dialog.getByLabel(`${t('en', 'staff.prices.itemPrice')} ${t('en', 'form.optional')}`).fill('12.9');
    await shootDialog(page, 'staff-prices-item-dialog-en');
    await dialog.getByRole('button', { name: t('en', 'staff.action.save') }).click();
    const row = long.locator('.menu-row', { hasText: 'Beef goulash with polenta' });
    await row.waitFor();
    await row.getByRole('button', { name: new RegExp(`^${t('en', 'staff.prices.hide')}`) }).click();
    await row.locator('.tag--muted').waitFor();
    const menu = await journey.server.graphql<{ site: { offers: Array<{ type: string; menu: Array<{ nameEn: string }> }> } }>('{ site { offers { type menu { nameEn } } } }');
    expect(menu.body.data?.site.offers.find((o) => o.type === 'LONG_STOP')?.menu.map((m) => m.nameEn)).not.toContain('Beef goulash with polenta');
    const item = await journey.server.services.prisma.menuItem.findFirstOrThrow({ where: { nameEn: 'Beef goulash with polenta' } });
    expect(item.priceCents).toBe(1290);
    expect(item.active).toBe(false);

    // It moves up one place: the whole new order is saved at once.
    const order = async () =>
      (await journey.server.services.prisma.menuItem.findMany({ where: { stopType: 'LONG_STOP' }, orderBy: { position: 'asc' } })).map((m) => m.nameEn);
    const before = await order();
    expect(before.at(-1)).toBe('Beef goulash with polenta');
    await row.getByRole('button', { name: t('en', 'staff.prices.moveUp', { name: 'Beef goulash with polenta' }) }).click();
    await expect.poll(order, { timeout: 10_000 }).toEqual([...before.slice(0, -2), 'Beef goulash with polenta', before.at(-2)]);
    await expect.poll(() => long.locator('.menu-row').last().textContent()).toContain(before.at(-2)!);
    await shootWidths(page, 'staff-prices-en');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('saves site texts all together and shows field errors', async () => {
    const { context, page, problems } = await staffPage();
    await page.goto('/adminis/website/other');
    await page.getByRole('heading', { level: 2, name: t('en', 'staff.texts.group.contact') }).waitFor();
    const email = page.locator('#text-contact-email-sl');
    await email.fill('not-an-email');
    await page.locator('#text-footer-note-sl').fill('Vsak dan od 7. do 22. ure.');
    await page.getByRole('button', { name: t('en', 'staff.texts.save') }).click();
    await page.getByText(t('en', 'staff.texts.invalidEmail')).first().waitFor();
    await email.fill('rezervacije@stopover.si');
    await page.getByRole('button', { name: t('en', 'staff.texts.save') }).click();
    await page.getByText(t('en', 'staff.texts.saved')).waitFor();
    const texts = await journey.server.graphql<{ site: { text: string | null } }>('{ site { text(key: "footer.note") } }', {}, { headers: { 'accept-language': 'sl' } });
    expect(texts.body.errors).toBeUndefined();
    const row = await journey.server.services.prisma.siteText.findUniqueOrThrow({ where: { key_language: { key: 'footer.note', language: 'sl' } } });
    expect(row.value).toBe('Vsak dan od 7. do 22. ure.');
    await shootWidths(page, 'staff-other-en');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('changes capacity, opening hours and closed days', async () => {
    const { context, page, problems } = await staffPage();
    await page.goto('/adminis/website/other#texts-rules');
    const seats = page.getByLabel(t('en', 'staff.settings.seatCapacity'), { exact: true });
    await seats.waitFor();
    await seats.fill('50');
    await page.getByRole('button', { name: t('en', 'staff.settings.save') }).click();
    await page.getByText(t('en', 'staff.settings.outOfRange', { min: 100, max: 5000 })).waitFor();
    await seats.fill('260');
    await page.getByRole('button', { name: t('en', 'staff.settings.save') }).click();
    await page.getByText(t('en', 'staff.settings.saved')).waitFor();
    await expect.poll(async () => (await journey.server.services.prisma.settings.findUniqueOrThrow({ where: { id: 1 } })).seatCapacity).toBe(260);

    // Sundays closed, Saturdays until midnight.
    const sunday = page.locator('.hours__day').nth(6);
    await sunday.getByRole('checkbox').uncheck();
    const saturdayCloses = page.locator('.hours__day').nth(5).locator('select.hours__time').nth(1);
    await saturdayCloses.selectOption('00:00');
    await page.getByRole('button', { name: t('en', 'staff.settings.saveHours') }).click();
    await page.getByText(t('en', 'staff.settings.hoursSaved')).waitFor();
    const rules = await journey.server.graphql<{ reservationRules: { openingHours: Array<{ weekday: number; closed: boolean; closes: string }> } }>(
      '{ reservationRules { openingHours { weekday closed closes } } }',
    );
    const week = rules.body.data!.reservationRules.openingHours;
    expect(week.find((d) => d.weekday === 7)?.closed ?? true).toBe(true);
    expect(week.find((d) => d.weekday === 6)?.closes).toBe('24:00');

    // A closed day, then open again.
    const day = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel(t('en', 'staff.settings.closeDate'), { exact: true }).fill(day);
    await page.getByLabel(`${t('en', 'staff.settings.closeReason')} ${t('en', 'form.optional')}`).fill('Staff outing');
    await page.getByRole('button', { name: t('en', 'staff.settings.closeDay') }).click();
    const listed = page.locator('.closed-days li', { hasText: 'Staff outing' });
    await listed.waitFor();
    await shootWidths(page, 'staff-other-settings-en');
    await listed.getByRole('button', { name: new RegExp(`^${t('en', 'staff.settings.reopen')}`) }).click();
    await listed.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('draws the statistics for seeded reservations and downloads the CSV', async () => {
    const prisma = journey.server.services.prisma;
    const orgs = await Promise.all(['Alpine Coaches', 'Danube Tours', 'Šumava Bus d.o.o.', 'Karavanke Express'].map((name) => seedClient({ name, status: 'APPROVED' })));
    const today = todayIn();
    const range = presetRange('last3Months', today);
    const start = Date.parse(`${range.from}T00:00:00Z`);
    const days = Math.round((Date.parse(`${range.to}T00:00:00Z`) - start) / 86_400_000);
    const statuses = ['SCHEDULED', 'FINISHED', 'FINISHED', 'CREATED', 'WAITING', 'DELETED', 'FINISHED', 'SCHEDULED'] as const;
    for (let i = 0; i < 48; i++) {
      const day = new Date(start + ((i * 5 + (i % 3)) % (days + 1)) * 86_400_000).toISOString().slice(0, 10);
      const hour = [9, 11, 12, 12, 13, 15, 17][i % 7]!;
      const type = i % 3 === 0 ? 'SHORT_STOP' : 'LONG_STOP';
      const arrivalAt = new Date(`${day}T${String(hour - 2).padStart(2, '0')}:30:00Z`);
      await prisma.reservation.create({
        data: {
          orderNumber: `STA-${String(i).padStart(3, '0')}`,
          clientId: orgs[i % 4 === 3 ? 0 : i % 4]!.id,
          type,
          guests: 12 + ((i * 13) % 80),
          seatReservation: type === 'LONG_STOP',
          arrivalAt,
          arrivalDay: new Date(`${day}T00:00:00Z`),
          durationMinutes: type === 'LONG_STOP' ? 90 : 30,
          status: statuses[i % statuses.length]!,
          createdAt: new Date(arrivalAt.getTime() - ((i * 37) % 40) * 86_400_000 - 3_600_000),
        },
      });
    }

    const { context, page, problems } = await staffPage();
    await page.goto('/adminis/website/stats');
    await page.locator('.kpi--reservations dd').waitFor();
    await expect.poll(() => page.locator('figure.chart svg[role="img"]').count()).toBeGreaterThanOrEqual(6);
    const kpi = await page.locator('.kpi--reservations dd').textContent();
    expect(Number(kpi)).toBe(48 - 6); // cancelled ones count in the outcomes only
    await page.getByText('Alpine Coaches').first().waitFor();

    // Every chart has its numbers as a table too; the weekly chart switches to guests.
    const weekly = page.locator('figure.chart').first();
    await weekly.getByText(t('en', 'charts.showTable')).click();
    const rows = weekly.locator('table tbody tr');
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(13);
    await weekly.locator('.segmented__option', { hasText: t('en', 'staff.stats.kpi.guests') }).click();
    await weekly.getByRole('heading', { name: t('en', 'staff.stats.weekly.guestsTitle') }).waitFor();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t('en', 'staff.stats.downloadCsv') }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(csvFileName(range));
    const saved = path.join(SHOTS, '..', file.suggestedFilename());
    await file.saveAs(saved);
    const csv = fs.readFileSync(saved, 'utf8');
    expect(csv).toContain('STA-000');
    expect(csv.split('\n').filter(Boolean).length).toBe(49);
    await shootWidths(page, 'staff-stats-en');

    // Another preset changes the address and the figures.
    await page.locator('.segmented__option', { hasText: t('en', 'staff.stats.preset.thisYear') }).click();
    await page.waitForURL(/from=\d{4}-01-01/);
    expect(problems).toEqual([]);
    await context.close();
  }, 180_000);
});

describe('the staff shell', () => {
  it('remembers the sidebar, hides the logo at tablet width and offers no account item', async () => {
    const { context, page } = await staffPage({ width: 1280 });
    await page.goto('/adminis/clients/pending');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const sidebar = page.locator('#admin-sidebar');
    expect(await sidebar.isVisible()).toBe(true);
    expect(await page.locator('.site-header__brand').isVisible()).toBe(true);
    await page.getByRole('button', { name: t('en', 'admin.nav.toggle') }).click();
    await sidebar.waitFor({ state: 'hidden' });
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await sidebar.isVisible()).toBe(false);
    await page.getByRole('button', { name: t('en', 'admin.nav.toggle') }).click();
    await sidebar.waitFor({ state: 'visible' });

    await page.setViewportSize({ width: 992, height: 800 });
    expect(await page.locator('.site-header__brand').isVisible()).toBe(false);
    await page.setViewportSize({ width: 820, height: 1000 });
    expect(await page.locator('.site-header__brand').isVisible()).toBe(false);

    await page.locator('.user-menu__button').click();
    const panel = page.locator('.user-menu__panel');
    await panel.waitFor();
    expect(await panel.getByRole('link', { name: t('en', 'nav.account') }).count()).toBe(0);
    await context.close();
  });
});

describe('every staff page, photographed', () => {
  it.each(['en', 'sl'] as const)('in %s at 1280, 820 and 375 px', async (lang) => {
    await seedClient({ name: lang === 'sl' ? 'Gorenjski prevozi d.o.o.' : 'Highland Coaches Ltd', hoursAgo: 14, language: lang, contactInfo: 'Dispečer: +386 40 111 222' });
    await seedClient({ name: lang === 'sl' ? 'Primorska turistična agencija' : 'Seaside Tour Agency', verified: false, hoursAgo: 0.2, language: lang });
    const { context, page, problems } = await staffPage({ locale: lang === 'sl' ? 'sl-SI' : 'en-GB' });
    for (const [route, name] of [
      ['/adminis/clients/pending', 'pending'],
      ['/adminis/clients/cards', 'cards'],
      ['/adminis/website/prices', 'prices'],
      ['/adminis/website/other', 'other'],
      ['/adminis/website/stats', 'stats'],
    ] as const) {
      await page.goto(route);
      await page.locator('.page__title').waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.getAttribute('html', 'lang')).toBe(lang);
      await shootWidths(page, `staff-${name}-${lang}`);
    }
    expect(problems).toEqual([]);
    await context.close();
  }, 180_000);
});
