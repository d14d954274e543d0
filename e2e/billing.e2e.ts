// From a handshake to an invoice, in English and in Slovenian. The manager fills in the restaurant's
// invoice details, makes cancelling within a day dearer and records an agreement with a coach company
// (its own long-stop price, a cheaper trout, one free place per 20 paying guests, 30 days to pay).
// The company's dispatcher adds its billing details, books two lunches and sees the agreed price and
// the terms before accepting them. On the day, staff count 38 of the 42 booked at the door and issue
// the invoice with a bottle of wine added; the second group is cancelled at the client's request the
// day before, and its fee is invoiced. The wine was a gift after all: a credit note reverses the first
// invoice and a new one replaces it. The dispatcher downloads the PDF (drawn as PNG pages to look at)
// and the e-invoice XML. Screenshots: test-results/screenshots/billing-*.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOMParser } from '@xmldom/xmldom';
import * as xpath from 'xpath';
import { createIntl } from 'react-intl';
import type { Page } from 'playwright-core';
import { cancellationTermsText, freePlacesText, paymentTermsText } from '../graph/domain/cancellation-wording.ts';
import { addDays, dateToDb, instantToLocal } from '../graph/domain/local-time.ts';
import { invoiceTotals } from '../graph/domain/billing.ts';
import type { VatCategory } from '../graph/domain/billing-terms.ts';
import { formatQuantity, formatRate } from '../graph/domain/money.ts';
import { pdfText } from '../graph/services/billing/documents/pdf-text.ts';
import { UBL_NS } from '../graph/services/billing/documents/ubl.ts';
import en from '../web/i18n/catalog-en.ts';
import sl from '../web/i18n/catalog-sl.ts';
import { formatCents } from '../web/components/money.ts';
import { type Journey, shootBothWidths, signedInPage, startJourney } from './harness.ts';
import { checkInFromReservationPanel } from './steps/check-in.ts';
import { download, pdfToPng } from './steps/documents.ts';
import { bookLongStopInWizard, preorderInWizard } from './steps/meals.ts';
import { createOrganisation } from '../graph/testing/organisations.ts';

const DESKTOP = { width: 1280, height: 900 };

/** What an invoice's lines come to, by the one module that computes totals for server, web and documents. */
const payableOf = (lines: Array<{ quantity: number; unitPriceCents: number; includesVat: boolean; vatRateBp: number; vatCategory: string }>) =>
  invoiceTotals(lines.map((l) => ({ ...l, vatCategory: l.vatCategory as VatCategory }))).payableCents;
const PHONE = { width: 375, height: 800 };

const LANGUAGES = [
  {
    lang: 'en' as const,
    locale: 'en-GB',
    catalog: en as Record<string, string>,
    client: { name: 'Danube Coaches GmbH', legalName: 'Danube Coaches GmbH', address: 'Donaustraße 12', postcode: '1020', city: 'Wien', country: 'AT', vatId: '' },
    agreement: 'Season 2027',
    trout: 'Soča trout',
    goulash: 'Beef goulash',
    wine: 'Bottle of Vipava Zelen for the guide',
  },
  {
    lang: 'sl' as const,
    locale: 'sl-SI',
    catalog: sl as Record<string, string>,
    client: { name: 'Avtobusi Kras d.o.o.', legalName: 'Avtobusi Kras, prevozi d.o.o.', address: 'Tržaška cesta 8', postcode: '6210', city: 'Sežana', country: 'SI', vatId: 'SI12345679' },
    agreement: 'Sezona 2027',
    trout: 'Soška postrv',
    goulash: 'Goveji golaž',
    wine: 'Steklenica vipavske zelenike za vodiča',
  },
];

const SELLER = { legalName: 'Gostišče Ob cesti d.o.o.', address: 'Cesta na Vrhniko 3', postcode: '1360', city: 'Vrhnika', vatId: 'SI76543218', iban: 'SI56 1910 0000 0123 438' };

describe.each(LANGUAGES.map((language) => [language.locale, language] as const))('billing a coach company in %s', (_locale, language) => {
  const { lang, locale, catalog } = language;
  const intl = createIntl({ locale: lang, messages: catalog });
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const money = (cents: number) => formatCents(cents, lang);
  const today = instantToLocal(new Date()).date;

  let journey: Journey;
  let clientId: string;
  let managerId: string;
  /** The lunch that arrives, and the one cancelled the day before. */
  let arrives = '';
  let cancelled = '';
  let firstInvoice = '';

  beforeAll(async () => {
    journey = await startJourney();
    const prisma = journey.server.services.prisma;
    managerId = (await prisma.staff.findFirstOrThrow({ where: { isManager: true } })).id;
    clientId = (
      await createOrganisation(prisma, {
        data: {
          name: language.client.name,
          email: `billing-${lang}@coaches.example`,
          username: `billing${lang}`,
          language: lang,
          passwordHash: 'x',
          termsAcceptedAt: new Date(),
          emailVerifiedAt: new Date(),
          approvedAt: new Date(),
          status: 'APPROVED',
        },
      })
    ).id;
    await prisma.stopOffer.update({ where: { type: 'LONG_STOP' }, data: { priceCents: 1850 } });
    await prisma.menuItem.deleteMany({ where: { stopType: 'LONG_STOP' } });
    await prisma.menuItem.create({ data: { stopType: 'LONG_STOP', position: 1, nameEn: 'Beef goulash', nameSl: 'Goveji golaž', allergens: ['GLUTEN', 'CELERY'] } });
    await prisma.menuItem.create({ data: { stopType: 'LONG_STOP', position: 2, nameEn: 'Soča trout', nameSl: 'Soška postrv', priceCents: 450, allergens: ['FISH', 'MILK'] } });
  }, 180_000);

  afterAll(async () => {
    await journey?.close();
  });

  const newPage = (kind: 'client' | 'staff', viewport = DESKTOP) => signedInPage(journey, { kind, id: kind === 'client' ? clientId : managerId, lang }, { locale, ...viewport });

  /** Desktop and phone screenshots of the whole page. */
  const shoot = (page: Page, name: string) => shootBothWidths(journey, page, `billing-${lang}-${name}`, DESKTOP, PHONE);

  /** The order panel of a reservation, scrolled to its Billing section. */
  async function billingOf(page: Page, orderNumber: string) {
    await page.goto(`/adminis/orders/all?open=${encodeURIComponent(orderNumber)}`);
    const section = page.getByTestId('order-panel').getByTestId('billing-section');
    await section.waitFor();
    await section.scrollIntoViewIfNeeded();
    return section;
  }

  async function issue(page: Page, section: ReturnType<Page['getByTestId']>): Promise<string> {
    await section.getByRole('button', { name: t('invoices.issue'), exact: true }).click();
    const toast = page.getByText(new RegExp(t('invoices.done.issued', { number: '(\\d{4}-\\d{5})' })));
    await toast.waitFor();
    return /(\d{4}-\d{5})/.exec((await toast.textContent()) ?? '')![1]!;
  }

  it('the manager fills in the invoice details and the cancellation terms, and records an agreement', async () => {
    const { page, context, problems } = await newPage('staff');
    await page.goto('/adminis/website/billing');
    await page.getByRole('heading', { level: 2, name: t('billingTerms.settings.sellerTitle') }).waitFor();
    const field = (id: string) => page.getByLabel(t(id), { exact: false }).first();
    await field('billingTerms.settings.legalName').fill(SELLER.legalName);
    await field('billingTerms.settings.addressLine').fill(SELLER.address);
    await field('billingTerms.settings.postcode').fill(SELLER.postcode);
    await field('billingTerms.settings.city').fill(SELLER.city);
    await field('billingTerms.settings.vatId').fill(SELLER.vatId);
    await field('billingTerms.settings.iban').fill(SELLER.iban);
    // Cancelling less than a day before costs 80 %, on top of the default 50 % within two days.
    const tiers = page.getByRole('group', { name: t('billingTerms.tiers.legend') });
    await tiers.getByRole('button', { name: t('billingTerms.tiers.add') }).click();
    await tiers.getByLabel(t('billingTerms.tiers.hours')).last().fill('24');
    await tiers.getByLabel(t('billingTerms.tiers.percent')).last().fill('80');
    await page.getByRole('button', { name: t('billingTerms.settings.save') }).click();
    await page.getByText(t('billingTerms.settings.saved')).waitFor();
    await shoot(page, '01-settings');

    await page.goto('/adminis/clients/cards');
    const card = page.locator('.client-card', { has: page.getByRole('heading', { name: language.client.name }) });
    await card.getByRole('button', { name: t('billingTerms.agreements.add') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(t('billingTerms.agreements.name'), { exact: true }).fill(language.agreement);
    await dialog.getByLabel(t('billingTerms.agreements.validFrom'), { exact: true }).fill(today);
    await dialog.getByLabel(t('billingTerms.agreements.longStop')).fill(lang === 'sl' ? '16,50' : '16.50');
    await dialog.getByRole('button', { name: t('billingTerms.agreements.addDish') }).click();
    await dialog.getByLabel(t('billingTerms.agreements.dish'), { exact: true }).selectOption({ label: language.trout });
    await dialog.getByLabel(t('billingTerms.agreements.dishPrice')).fill(lang === 'sl' ? '4,00' : '4.00');
    await dialog.getByLabel(t('billingTerms.agreements.freePer')).fill('20');
    await dialog.getByLabel(t('billingTerms.agreements.freeMax')).fill('2');
    await dialog.getByLabel(t('billingTerms.agreements.paymentDaysLabel')).fill('30');
    await journey.screenshot(page, `billing-${lang}-02-agreement-dialog-desktop`);
    await dialog.getByRole('button', { name: t('staff.action.save'), exact: true }).click();
    await page.getByText(t('billingTerms.agreements.added', { name: language.agreement })).waitFor();
    await card.getByText(t('billingTerms.agreements.inForce')).waitFor();
    await card.scrollIntoViewIfNeeded();
    await shoot(page, '03-agreement-on-card');
    expect(problems).toEqual([]);
    await context.close();
  }, 180_000);

  it('the client adds its billing details, books two lunches and sees the agreed price and the terms', async () => {
    const { page, context, problems } = await newPage('client');
    await page.goto('/user/profile');
    await page.getByRole('heading', { name: t('billing.title') }).waitFor();
    await page.getByLabel(t('billing.field.legalName')).fill(language.client.legalName);
    await page.getByLabel(t('billing.field.addressLine')).fill(language.client.address);
    await page.getByLabel(t('billing.field.postcode')).fill(language.client.postcode);
    await page.getByLabel(t('billing.field.city')).fill(language.client.city);
    await page.getByLabel(t('billing.field.countryCode')).selectOption(language.client.country);
    if (language.client.vatId) await page.getByLabel(t('billing.field.vatId')).fill(language.client.vatId);
    await page.getByRole('button', { name: t('billing.save') }).click();
    await page.getByText(t('billing.saved')).waitFor();

    // The price and terms the wizard shows are the agreement's and the manager's.
    const seen = async (summary: ReturnType<Page['getByTestId']>) => {
      await summary.getByText(t('terms.agreement', { name: language.agreement })).first().waitFor();
      const text = (await summary.textContent()) ?? '';
      // Agreed with the operator as net prices, as businesses quote each other.
      expect(text).toContain(t('terms.pricePlusVat', { price: money(1650) }));
      expect(text).toContain(freePlacesText({ perPaying: 20, max: 2 }, lang));
      expect(text).toContain(paymentTermsText(30, lang));
      expect(text).toContain(cancellationTermsText({ tiers: [{ hoursBefore: 48, percent: 50 }, { hoursBefore: 24, percent: 80 }], noShowPercent: 100 }, lang));
      await shoot(page, '04-wizard-terms');
    };
    arrives = await bookLongStopInWizard(page, t, { guests: 42, date: addDays(today, 10), time: '12:00' }, seen);
    await preorderInWizard(page, { dishes: { [language.goulash]: 30, [language.trout]: 8 } });
    // A fresh wizard for the second lunch.
    await page.goto('/user/dashboard');
    cancelled = await bookLongStopInWizard(page, t, { guests: 25, date: addDays(today, 12), time: '12:30' });
    const booked = await journey.server.services.prisma.reservation.findUniqueOrThrow({ where: { orderNumber: arrives } });
    expect(booked.termsAcceptedAt).not.toBeNull();
    expect(problems).toEqual([]);
    await context.close();
  }, 240_000);

  it('staff count 38 of 42 at the door and invoice them; the second group cancels the day before and pays its fee', async () => {
    const prisma = journey.server.services.prisma;
    // Both were confirmed; the first group's day has come, the second arrives in 20 hours.
    const now = Date.now();
    const arrivalAt = new Date(Math.floor((now - 30 * 60_000) / 60_000) * 60_000);
    await prisma.reservation.update({ where: { orderNumber: arrives }, data: { status: 'SCHEDULED', arrivalAt, arrivalDay: dateToDb(instantToLocal(arrivalAt).date) } });
    const tomorrow = new Date(Math.floor((now + 20 * 3_600_000) / 60_000) * 60_000);
    await prisma.reservation.update({ where: { orderNumber: cancelled }, data: { status: 'SCHEDULED', arrivalAt: tomorrow, arrivalDay: dateToDb(instantToLocal(tomorrow).date) } });

    const { page, context, problems } = await newPage('staff');
    await checkInFromReservationPanel(page, arrives, 38, lang, 42);
    let section = await billingOf(page, arrives);
    await section.getByRole('button', { name: t('invoices.prepare'), exact: true }).click();
    // 38 guests at the agreed 16.50 €, one of them free, 8 trout at the agreed 4.00 €; goulash is in the price.
    const guests = section.locator('.invoice-lines__row--guests');
    await guests.waitFor();
    expect(await guests.locator('td').nth(1).textContent()).toContain('38');
    expect(await section.locator('.invoice-lines__row--free_places td').nth(1).textContent()).toContain(formatQuantity(-1, lang));
    const dish = section.locator('.invoice-lines__row--dish');
    expect(await dish.textContent()).toContain(language.trout);
    expect(await dish.textContent()).toContain(money(400));
    expect(await section.textContent()).toContain(t('invoices.basis.agreement', { name: language.agreement }));

    // A bottle of wine for the guide, at the general rate.
    await section.getByRole('button', { name: t('invoices.extra.add') }).click();
    await section.getByLabel(t('invoices.extra.description')).fill(language.wine);
    await section.getByLabel(t('invoices.extra.quantity')).fill('1');
    await section.getByLabel(t('invoices.extra.price')).fill(lang === 'sl' ? '14,00' : '14.00');
    const rates = section.getByLabel(t('invoices.extra.rate'));
    const general = (await rates.locator('option').allTextContents()).find((text) => text.startsWith(formatRate(2200, lang)))!;
    await rates.selectOption({ label: general });
    // The wine list's price, VAT included.
    await section.getByLabel(t('invoices.extra.includesVat')).check();
    await section.getByRole('button', { name: t('invoices.extra.save') }).click();
    await section.locator('.invoice-lines__row--extra', { hasText: language.wine }).waitFor();
    await shoot(page, '05-draft');
    firstInvoice = await issue(page, section);
    const issued = await prisma.invoice.findFirstOrThrow({ where: { number: firstInvoice }, include: { lines: { orderBy: { position: 'asc' } } } });
    expect(issued).toMatchObject({ kind: 'INVOICE', status: 'ISSUED' });
    // What was agreed and counted, net; the total is the one the domain computes from those lines.
    expect(issued.lines.map((l) => [l.kind, l.quantity, l.unitPriceCents, l.includesVat])).toEqual([
      ['GUESTS', 38, 1650, false],
      ['FREE_PLACES', -1, 1650, false],
      ['DISH', 8, 400, false],
      ['EXTRA', 1, 1400, true],
    ]);
    expect(issued.lines.at(-1)!.vatRateBp).toBe(2200);
    expect(issued.payableCents).toBe(payableOf(issued.lines));
    await section.getByText(money(issued.payableCents!)).first().waitFor();
    await shoot(page, '06-issued');

    // The coach company calls the day before: it cancels, so 80 % of 25 guests at the agreed price is owed.
    await page.goto(`/adminis/orders/all?open=${encodeURIComponent(cancelled)}`);
    const panel = page.getByTestId('order-panel');
    await panel.getByRole('button', { name: t('orders.action.cancel'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t('orders.dialog.cancelTitle', { order: cancelled }) });
    await dialog.getByLabel(t('checkin.requestedBy.client')).check();
    await dialog.getByLabel(t('orders.note.cancel')).fill(lang === 'sl' ? 'Izlet je odpovedan zaradi bolezni voznika.' : 'The tour is off: the driver is ill.');
    await dialog.getByRole('button', { name: t('orders.action.cancel'), exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    section = await billingOf(page, cancelled);
    const fee = (25 * 1650 * 80) / 100;
    await section.getByText(t('invoices.fee.lateCancellation', { percent: 80, guests: 25, perGuest: money(1650), amount: money(fee) })).waitFor();
    await section.getByRole('button', { name: t('invoices.prepare'), exact: true }).click();
    await section.locator('.invoice-lines__row--fee').waitFor();
    const feeInvoice = await issue(page, section);
    const feeDocument = await prisma.invoice.findFirstOrThrow({ where: { number: feeInvoice }, include: { lines: true } });
    expect(feeDocument.lines.map((l) => [l.kind, l.quantity, l.unitPriceCents])).toEqual([['FEE', 1, fee]]);
    expect(feeDocument.payableCents).toBe(payableOf(feeDocument.lines));
    await shoot(page, '07-fee-invoice');

    // The wine was a gift after all: a credit note reverses the first invoice, a new one replaces it.
    section = await billingOf(page, arrives);
    await section.getByRole('button', { name: t('invoices.credit'), exact: true }).click();
    const credit = page.getByRole('dialog', { name: t('invoices.creditDialog.title', { number: firstInvoice }) });
    await credit.getByLabel(t('invoices.reason.label')).fill(lang === 'sl' ? 'Vino je bilo darilo hiše.' : 'The wine was on the house.');
    await credit.getByRole('button', { name: t('invoices.creditDialog.submit'), exact: true }).click();
    await section.getByText(t('invoices.creditedBy', { number: '' }).trim(), { exact: false }).first().waitFor();
    const note = await prisma.invoice.findFirstOrThrow({ where: { kind: 'CREDIT_NOTE', reservation: { orderNumber: arrives } } });
    // A credit note states the amounts it takes back as positive numbers (EN 16931): its kind says which way.
    expect(note).toMatchObject({ correctsInvoiceId: issued.id, payableCents: issued.payableCents, status: 'ISSUED' });
    await section.getByRole('button', { name: t('invoices.prepare'), exact: true }).click();
    await section.locator('.invoice-lines__row--guests').waitFor();
    expect(await section.locator('.invoice-lines__row--extra').count()).toBe(0);
    const replacement = await issue(page, section);
    const replaced = await prisma.invoice.findFirstOrThrow({ where: { number: replacement }, include: { lines: true } });
    expect(replaced.payableCents).toBe(payableOf(replaced.lines));
    expect(replaced.payableCents).toBeLessThan(issued.payableCents!);
    // Issued documents never change: the first invoice still says what it said.
    expect(await prisma.invoice.findFirstOrThrow({ where: { number: firstInvoice }, include: { lines: true } })).toEqual(issued);
    await shoot(page, '08-corrected');
    expect(problems).toEqual([]);
    await context.close();
  }, 300_000);

  it('the manager reads the net revenue in the statistics: the credited invoice counts no more', async () => {
    const invoices = await journey.server.services.prisma.invoice.findMany({ where: { status: 'ISSUED' } });
    const net = invoices.reduce((sum, i) => sum + (i.kind === 'CREDIT_NOTE' ? -1 : 1) * i.netCents!, 0);
    const { page, context, problems } = await newPage('staff');
    await page.goto('/adminis/website/stats');
    const revenue = page.locator('section.revenue');
    await revenue.waitFor();
    await expect.poll(() => revenue.locator('.revenue__total').textContent()).toContain(money(net));
    // The client leads the "most revenue" chart, by the legal name its invoices were made out to.
    const leader = revenue.locator('figure', { hasText: t('staff.stats.revenue.clients') });
    await expect.poll(() => leader.textContent()).toContain(language.client.legalName);
    expect(await leader.textContent()).toContain(money(net));
    await shoot(page, '09-revenue');
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);

  it('the client finds its four documents and downloads the invoice as PDF and as e-invoice XML', async () => {
    const { page, context, problems } = await newPage('client');
    await page.goto('/user/invoices');
    const items = page.locator('.invoice-list__item');
    await expect.poll(() => items.count()).toBe(4);
    await shoot(page, '10-my-invoices');
    const invoice = await journey.server.services.prisma.invoice.findFirstOrThrow({ where: { number: firstInvoice } });
    const item = items.filter({ hasText: firstInvoice });

    const pdf = await download(page, item.getByRole('link', { name: `${t('invoices.download.pdf')} ${firstInvoice}` }));
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf.bytes);
    for (const words of [firstInvoice, SELLER.legalName, language.client.legalName, language.trout, language.wine, money(invoice.payableCents!)]) {
      expect(text).toContain(words.replace(/\s+/g, ' '));
    }
    const pages = await pdfToPng(journey.browser, pdf.bytes, `billing-${lang}-11-invoice-pdf`);
    expect(pages.length).toBeGreaterThan(0);

    const xml = await download(page, item.getByRole('link', { name: `${t('invoices.download.xml')} ${firstInvoice}` }));
    const doc = new DOMParser().parseFromString(xml.bytes.toString('utf8'), 'application/xml') as unknown as Node;
    const select = xpath.useNamespaces({ inv: UBL_NS.invoice, cac: UBL_NS.cac, cbc: UBL_NS.cbc });
    expect(select('string(/inv:Invoice/cbc:ID)', doc)).toBe(firstInvoice);
    expect(select('string(/inv:Invoice/cac:LegalMonetaryTotal/cbc:PayableAmount)', doc)).toBe((invoice.payableCents! / 100).toFixed(2));
    expect(select('string(/inv:Invoice/cac:AccountingCustomerParty/cac:Party/cac:PartyLegalEntity/cbc:RegistrationName)', doc)).toBe(language.client.legalName);
    expect(problems).toEqual([]);
    await context.close();
  }, 180_000);
});
