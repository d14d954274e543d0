// The manager's staff home says when the database was last backed up, in English and in Slovenian:
// with no backup yet a warning stands above the day's work; once one is taken, a quiet line below
// it says when, and when the next one is due. A member of staff who is not the manager sees neither.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createIntl } from 'react-intl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeBackup } from '../graph/backup/take.ts';
import en from '../web/i18n/catalog-en.ts';
import sl from '../web/i18n/catalog-sl.ts';
import { startJourney, type Journey } from './harness.ts';

const LANGUAGES = [
  { lang: 'en' as const, locale: 'en-GB', catalog: en as Record<string, string> },
  { lang: 'sl' as const, locale: 'sl-SI', catalog: sl as Record<string, string> },
];

describe.each(LANGUAGES.map((language) => [language.locale, language] as const))('backups on the staff home in %s', (_locale, { lang, locale, catalog }) => {
  const intl = createIntl({ locale: lang, messages: catalog });
  const t = (id: string) => intl.formatMessage({ id });
  const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stopover-e2e-backups-'));
  let journey: Journey;

  beforeAll(async () => {
    journey = await startJourney();
    await journey.server.services.prisma.staff.updateMany({ data: { language: lang } });
  });
  afterAll(async () => {
    await journey?.close();
    fs.rmSync(backupDir, { recursive: true, force: true });
  });

  async function homeAs(isManager: boolean) {
    const { prisma } = journey.server.services;
    const staff = isManager
      ? await prisma.staff.findFirstOrThrow({ where: { isManager: true } })
      : await prisma.staff.upsert({ where: { email: 'mojca@stopover.localhost' }, create: { name: 'Mojca Zupan', email: 'mojca@stopover.localhost', language: lang }, update: {} });
    const { page, context } = await journey.newPage({ locale });
    const token = journey.server.cookieFor('staff', staff.id).split('=')[1]!;
    await context.addCookies([
      { name: 'access_token', value: token, url: journey.server.url, httpOnly: true, sameSite: 'Strict' },
      { name: 'cookie_consent', value: 'necessary', url: journey.server.url, sameSite: 'Strict' },
      { name: 'preferred_language', value: lang, url: journey.server.url, sameSite: 'Lax' },
    ]);
    await page.goto('/adminis/home');
    await page.getByRole('heading', { level: 1 }).waitFor();
    return { page, context };
  }

  it('warns the manager once an installation is two days old without a backup, then says when the last one was taken', async () => {
    // A new installation is not warned before its first night.
    const fresh = await homeAs(true);
    await fresh.page.locator('#backup-status.backup-status--fine').waitFor();
    expect(await fresh.page.locator('#backup-status.alert').count()).toBe(0);
    await fresh.context.close();
    // Three days later, still without one.
    await journey.server.services.db.sql.query(`UPDATE _prisma_migrations SET started_at = started_at - interval '3 days'`);

    const { page, context } = await homeAs(true);
    const warning = page.locator('#backup-status.alert');
    await warning.waitFor();
    expect(await warning.textContent()).toContain(t('backups.none'));
    expect(await warning.getAttribute('role')).toBe('status');
    await journey.screenshot(page, `backups-home-none-${lang}`);

    await takeBackup(journey.server.services.db, { config: { dir: backupDir, keepDaily: 14, keepWeekly: 8 }, kind: 'manual' });
    await page.reload();
    const line = page.locator('#backup-status.backup-status--fine');
    await line.waitFor();
    expect(await line.textContent()).toContain(t('backups.title'));
    expect(await line.textContent()).toContain(intl.formatMessage({ id: 'backups.nightly' }, { time: '03:00' }));
    expect(await page.locator('#backup-status.alert').count()).toBe(0);
    await journey.screenshot(page, `backups-home-recent-${lang}`);
    await context.close();
  });

  it('shows nothing about backups to staff who are not the manager', async () => {
    const { page, context } = await homeAs(false);
    await page.locator('.home').first().waitFor();
    expect(await page.locator('#backup-status').count()).toBe(0);
    await context.close();
  });
});
