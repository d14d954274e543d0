// The manager sets how coaches arrive, on Website › Arrivals, in English and in Slovenian: a pacing
// rule (two coaches per slot on Saturdays in summer), two coach bays, and two rooms that join for a
// large group. A value out of range is refused on its field, in the page's language. Screenshots of
// the finished page at desktop and phone width go to test-results/screenshots/arrival-settings-*.
import { createIntl } from 'react-intl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../web/i18n/catalog-en.ts';
import sl from '../web/i18n/catalog-sl.ts';
import { shootBothWidths, signedInPage, startJourney, type Journey } from './harness.ts';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };

const LANGUAGES = [
  { lang: 'en' as const, locale: 'en-GB', catalog: en as Record<string, string> },
  { lang: 'sl' as const, locale: 'sl-SI', catalog: sl as Record<string, string> },
];

describe.each(LANGUAGES.map((language) => [language.locale, language] as const))('the arrival settings in %s', (_locale, { lang, locale, catalog }) => {
  const intl = createIntl({ locale: lang, messages: catalog });
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  let journey: Journey;
  let managerId: string;

  beforeAll(async () => {
    journey = await startJourney({ PORT: lang === 'en' ? '4501' : '4502' });
    const { prisma } = journey.server.services;
    managerId = (await prisma.staff.findFirstOrThrow({ where: { isManager: true } })).id;
    await prisma.staff.update({ where: { id: managerId }, data: { language: lang } });
  });
  afterAll(async () => {
    await journey?.close();
  });

  it('lets the manager set a pacing rule, two coach bays and two rooms that join', async () => {
    const { page, problems } = await signedInPage(journey, { kind: 'staff', id: managerId, lang }, { locale, ...DESKTOP });
    await page.goto('/adminis/website/other');
    await page.getByRole('link', { name: t('page.arrivalSettings.title'), exact: true }).click();
    await expect.poll(() => page.url()).toContain('/adminis/website/arrivals');
    await page.getByRole('heading', { level: 1, name: t('page.arrivalSettings.title') }).waitFor();

    // Pacing: 30-minute slots, then a rule of two coaches per slot on Saturdays from June to September.
    await page.getByLabel(t('arrivals.pacing.slot')).selectOption('30');
    await page.getByRole('button', { name: t('arrivals.pacing.saveSlot') }).click();
    await page.getByText(t('arrivals.saved')).first().waitFor();
    await page.getByRole('button', { name: t('arrivals.pacing.addButton') }).click();
    const rule = page.getByRole('form', { name: t('arrivals.pacing.addTitle') });
    await rule.getByLabel(t('arrivals.pacing.stopType')).selectOption('SHORT_STOP');
    const saturday = intl.formatDate(Date.UTC(2024, 0, 6), { weekday: 'short', timeZone: 'UTC' });
    await rule.getByRole('checkbox', { name: saturday, exact: true }).check();
    await rule.getByLabel(t('arrivals.season.day', { end: t('arrivals.season.from') })).selectOption('1');
    await rule.getByLabel(t('arrivals.season.month', { end: t('arrivals.season.from') })).selectOption('6');
    // Half a season is refused on the season, before anything is sent.
    await rule.getByRole('button', { name: t('arrivals.pacing.add') }).click();
    await rule.getByText(t('arrivals.error.ruleEmpty')).first().waitFor();
    await rule.getByText(t('arrivals.error.season')).waitFor();
    await rule.getByLabel(t('arrivals.season.day', { end: t('arrivals.season.to') })).selectOption('30');
    await rule.getByLabel(t('arrivals.season.month', { end: t('arrivals.season.to') })).selectOption('9');
    await rule.getByLabel(t('arrivals.pacing.maxCoaches')).fill('2');
    await shootBothWidths(journey, page, `arrival-settings-${lang}-rule-form`, DESKTOP, PHONE);
    await rule.getByRole('button', { name: t('arrivals.pacing.add') }).click();
    await page.getByText(t('arrivals.pacing.coachesPerSlot', { count: 2 })).waitFor();

    // Coach bays: a value out of range is refused on its field; then two bays.
    const bays = page.getByRole('form', { name: t('arrivals.bays.formTitle') });
    await bays.getByLabel(t('arrivals.bays.count')).fill('99');
    await bays.getByRole('button', { name: t('arrivals.bays.save') }).click();
    await bays.getByText(t('arrivals.error.bays', { max: 50 })).waitFor();
    await bays.getByLabel(t('arrivals.bays.count')).fill('2');
    await bays.getByRole('button', { name: t('arrivals.bays.save') }).click();
    await expect.poll(() => bays.getByRole('button', { name: t('arrivals.bays.save') }).isDisabled()).toBe(true);

    // Two rooms, then the set that joins them.
    for (const [nameEn, nameSl, seats] of [['Hall', 'Dvorana', '40'], ['Terrace', 'Terasa', '30']]) {
      await page.getByRole('button', { name: t('arrivals.rooms.addButton') }).click();
      const room = page.getByRole('form', { name: t('arrivals.rooms.addTitle') });
      await room.getByLabel(t('arrivals.rooms.nameEn')).fill(nameEn!);
      await room.getByLabel(t('arrivals.rooms.nameSl')).fill(nameSl!);
      await room.getByLabel(t('arrivals.rooms.seats')).fill(seats!);
      await room.getByRole('button', { name: t('arrivals.rooms.add') }).click();
      await page.getByRole('list', { name: t('arrivals.rooms.title') }).locator('strong', { hasText: lang === 'sl' ? nameSl! : nameEn! }).waitFor();
    }
    const sets = page.getByRole('form', { name: t('arrivals.sets.title') });
    await sets.getByRole('button', { name: t('arrivals.sets.add') }).click();
    // The set's legend counts its seats as rooms are ticked.
    const set = sets.locator('fieldset').first();
    await set.getByRole('checkbox', { name: lang === 'sl' ? 'Dvorana' : 'Hall' }).check();
    await set.getByRole('checkbox', { name: lang === 'sl' ? 'Terasa' : 'Terrace' }).check();
    await sets.getByRole('button', { name: t('arrivals.sets.save') }).click();
    await page.getByText(t('arrivals.sets.saved')).first().waitFor();
    await sets.getByRole('group', { name: t('arrivals.sets.setTitle', { number: 1, seats: 70 }) }).waitFor();

    // All of it is saved.
    const { prisma } = journey.server.services;
    const settings = await prisma.settings.findUniqueOrThrow({ where: { id: 1 } });
    expect({ slot: settings.pacingSlotMinutes, bays: settings.coachBays }).toEqual({ slot: 30, bays: 2 });
    expect(await prisma.pacingRule.findMany({ select: { stopType: true, weekdays: true, seasonStart: true, seasonEnd: true, maxGuests: true, maxCoaches: true } })).toEqual([
      { stopType: 'SHORT_STOP', weekdays: [6], seasonStart: '06-01', seasonEnd: '09-30', maxGuests: null, maxCoaches: 2 },
    ]);
    const rooms = await prisma.room.findMany({ orderBy: { position: 'asc' } });
    expect(rooms.map((r) => [r.nameEn, r.seats, r.position])).toEqual([['Hall', 40, 0], ['Terrace', 30, 1]]);
    expect((await prisma.roomCombination.findMany()).map((c) => c.roomIds)).toEqual([rooms.map((r) => r.id)]);

    // After a reload the page shows what was saved.
    await page.reload();
    await page.getByText(t('arrivals.pacing.coachesPerSlot', { count: 2 })).waitFor();
    await page.getByRole('group', { name: t('arrivals.sets.setTitle', { number: 1, seats: 70 }) }).waitFor();
    await shootBothWidths(journey, page, `arrival-settings-${lang}`, DESKTOP, PHONE);
    expect(problems).toEqual([]);
  });
});
