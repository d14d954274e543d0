// Getting paid, in English and in Slovenian. The manager asks a deposit of coach companies with a
// poor record. One with two no-shows books a lunch: the wizard says a deposit will be asked, staff
// confirm, and the deposit request is mailed with its RF reference. On the company's Billing page
// the QR code is scanned as a banking app would (it carries the amount and the reference); the
// manager imports the bank's camt.053 statement built from the mail's reference, once and then again
// (nothing changes the second time), and the deposit is paid, with its advance invoice. After the
// visit the final invoice deducts it. Another company's invoice is ten days overdue: the reminder
// goes out in its language and the manager sees it in the ageing table.
// Screenshots: test-results/screenshots/payments-*.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Page } from 'playwright-core';
import type { Prisma } from '../graph/generated/prisma/client.ts';
import { addDays, dateToDb, instantToLocal } from '../graph/domain/local-time.ts';
import { invoiceTotals } from '../graph/domain/billing.ts';
import type { VatCategory } from '../graph/domain/billing-terms.ts';
import { parseEpcPayload } from '../graph/domain/epc-qr.ts';
import { documentReference, isCreditorReference, parseDocumentReference } from '../graph/domain/creditor-reference.ts';
import { depositTermsText } from '../graph/domain/deposit-wording.ts';
import { camt053Bytes } from '../graph/testing/camt053.ts';
import { runInvoiceReminderRound } from '../graph/jobs/invoice-reminders.ts';
import en from '../web/i18n/catalog-en.ts';
import sl from '../web/i18n/catalog-sl.ts';
import { formatCents } from '../web/components/money.ts';
import { type Journey, shootBothWidths, signedInPage, startJourney } from './harness.ts';
import { checkInFromReservationPanel } from './steps/check-in.ts';
import { bookLongStopInWizard } from './steps/meals.ts';
import { createOrganisation } from '../graph/testing/organisations.ts';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 800 };
const SELLER = { legalName: 'Gostišče Ob cesti d.o.o.', addressLine: 'Cesta na Vrhniko 3', postcode: '1360', city: 'Vrhnika', countryCode: 'SI', vatId: 'SI76543218', registrationNumber: '1234567000', iban: 'SI56191000000123438', bic: 'DBSISI2X' };
const PER_GUEST_CENTS = 1000;
const GUESTS = 40;

const payableOf = (lines: Array<{ quantity: number; unitPriceCents: number; includesVat: boolean; vatRateBp: number; vatCategory: string }>) =>
  invoiceTotals(lines.map((l) => ({ ...l, vatCategory: l.vatCategory as VatCategory }))).payableCents;

const LANGUAGES = [
  { lang: 'en' as const, locale: 'en-GB', catalog: en as Record<string, string>, late: 'Alpen Reisen GmbH', slow: 'Danube Coaches GmbH', country: 'AT' },
  { lang: 'sl' as const, locale: 'sl-SI', catalog: sl as Record<string, string>, late: 'Avtobusi Kras d.o.o.', slow: 'Prevozi Mura d.o.o.', country: 'SI' },
];

/** Decodes the QR code drawn in `svg` as a phone camera would: from the pixels of a screenshot. */
async function scanQr(page: Page, selector: string): Promise<string> {
  const png = PNG.sync.read(await page.locator(selector).first().screenshot());
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  if (!code) throw new Error('no QR code found in the screenshot');
  return code.data;
}

describe.each(LANGUAGES.map((language) => [language.locale, language] as const))('getting paid in %s', (_locale, language) => {
  const { lang, locale, catalog } = language;
  const intl = createIntl({ locale: lang, messages: catalog });
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const money = (cents: number) => formatCents(cents, lang);
  const today = instantToLocal(new Date()).date;

  let journey: Journey;
  let managerId: string;
  let lateId: string;
  let slowId: string;
  let orderNumber = '';
  let reference = '';
  let overdueNumber = '';

  async function company(name: string, key: string) {
    const prisma = journey.server.services.prisma;
    const org = await createOrganisation(prisma, {
      data: { name, email: `${key}-${lang}@coaches.example`, username: `${key}${lang}`, language: lang, passwordHash: 'x', termsAcceptedAt: new Date(), emailVerifiedAt: new Date(), approvedAt: new Date(), status: 'APPROVED' },
    });
    await prisma.billingDetails.create({ data: { clientId: org.id, legalName: name, addressLine: 'Hauptstraße 1', postcode: '1000', city: 'Ljubljana', countryCode: language.country, vatId: null } });
    return org.id;
  }

  beforeAll(async () => {
    journey = await startJourney();
    const prisma = journey.server.services.prisma;
    managerId = (await prisma.staff.findFirstOrThrow({ where: { isManager: true } })).id;
    await prisma.billingSettings.update({ where: { id: 1 }, data: SELLER });
    lateId = await company(language.late, 'late');
    slowId = await company(language.slow, 'slow');
    // Two lunches last spring at which the first company's group never came.
    for (const [i, day] of [addDays(today, -60), addDays(today, -30)].entries()) {
      const arrivalAt = new Date(`${day}T10:30:00Z`);
      await prisma.reservation.create({
        data: { orderNumber: `NS${i}-${lang.toUpperCase()}X`, clientId: lateId, type: 'LONG_STOP', guests: 30, seatReservation: true, arrivalAt, arrivalDay: dateToDb(day), durationMinutes: 90, status: 'FINISHED', outcome: 'NO_SHOW', closedAt: new Date(arrivalAt.getTime() + 3_600_000) },
      });
    }
    // The second company's invoice of last month, ten days past its due date, unpaid.
    const year = Number(today.slice(0, 4)) - 1;
    overdueNumber = `${year}-00001`;
    const invoice = await prisma.invoice.create({ data: { clientId: slowId, language: lang } });
    const line = { quantity: 35, unitPriceCents: 1850, includesVat: true, vatRateBp: 950, vatCategory: 'S' };
    const totals = invoiceTotals([{ ...line, vatCategory: 'S' }]);
    await prisma.invoiceLine.create({ data: { invoiceId: invoice.id, position: 1, kind: 'GUESTS', descriptionEn: 'Long stop, 35 guests', descriptionSl: 'Dolgi postanek, 35 gostov', ...line, unitNetPrice: totals.lines[0]!.unitNetPrice, netCents: totals.lines[0]!.netCents } });
    await prisma.invoice.update({
      where: { id: invoice.id },
      data: {
        status: 'ISSUED', number: overdueNumber, year, sequence: 1, issueDate: dateToDb(addDays(today, -24)), supplyDate: dateToDb(addDays(today, -25)), dueDate: dateToDb(addDays(today, -10)),
        paymentTermsDays: 14, paymentReference: overdueNumber, seller: { ...SELLER, email: null }, buyer: { legalName: language.slow, addressLine: 'Hauptstraße 1', postcode: '1000', city: 'Ljubljana', countryCode: language.country, vatId: null },
        netCents: totals.netCents, vatCents: totals.vatCents, totalCents: totals.totalCents, roundingCents: totals.roundingCents, payableCents: totals.payableCents,
        vatBreakdown: totals.vatBreakdown as unknown as Prisma.InputJsonValue, issuedAt: new Date(), issuedById: managerId,
      },
    });
  }, 180_000);

  afterAll(async () => {
    await journey?.close();
  });

  const newPage = (kind: 'client' | 'staff', id: string) => signedInPage(journey, { kind, id, lang }, { locale, ...DESKTOP });
  const shoot = (page: Page, name: string) => shootBothWidths(journey, page, `payments-${lang}-${name}`, DESKTOP, PHONE);

  it('the manager asks a deposit of companies with a poor record', async () => {
    const { page, context, problems } = await newPage('staff', managerId);
    await page.goto('/adminis/website/billing');
    await page.getByRole('heading', { level: 2, name: t('billingTerms.deposit.title') }).waitFor();
    await page.getByLabel(t('billingTerms.deposit.ruleOn')).check();
    await page.locator('#deposit-rule-closed').fill('2');
    await page.locator('#deposit-rule-percent').fill('50');
    await page.locator('#deposit-rule-kind').selectOption('PER_GUEST');
    await page.locator('#deposit-rule-amount').fill(lang === 'sl' ? '10,00' : '10.00');
    await page.locator('#deposit-rule-from').selectOption('CONFIRMATION');
    await page.locator('#deposit-rule-days').fill('3');
    await page.getByRole('button', { name: t('billingTerms.deposit.save') }).click();
    await page.getByText(t('billingTerms.deposit.saved')).waitFor();
    const settings = await journey.server.services.prisma.billingSettings.findUniqueOrThrow({ where: { id: 1 } });
    expect(settings.poorRecordDeposit).toMatchObject({ minClosed: 2, minBadPercent: 50, terms: { kind: 'PER_GUEST', perGuestCents: PER_GUEST_CENTS } });
    await page.locator('#deposit-rule-closed').scrollIntoViewIfNeeded();
    await shoot(page, '01-deposit-rule');
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);

  it('a company with two no-shows books, is told a deposit will be asked, and gets the request when staff confirm', async () => {
    const { page, context, problems } = await newPage('client', lateId);
    const expected = depositTermsText({ kind: 'PER_GUEST', perGuestCents: PER_GUEST_CENTS, due: { from: 'CONFIRMATION', days: 3 } }, lang, { byRule: true });
    orderNumber = await bookLongStopInWizard(page, t, { guests: GUESTS, date: addDays(today, 10), time: '12:00' }, async (summary) => {
      expect((await summary.textContent()) ?? '').toContain(expected);
      await shoot(page, '02-wizard-deposit');
    });
    expect(problems).toEqual([]);
    await context.close();

    const staff = await newPage('staff', managerId);
    await staff.page.goto(`/adminis/orders/pending?open=${orderNumber}`);
    const panel = staff.page.getByTestId('order-panel');
    await panel.getByRole('button', { name: t('orders.action.confirm'), exact: true }).click();
    const dialog = staff.page.getByRole('dialog', { name: t('orders.dialog.confirmTitle', { order: orderNumber }) });
    await dialog.getByRole('button', { name: t('orders.action.confirm'), exact: true }).click();
    await panel.getByText(t('orders.status.scheduled')).first().waitFor();
    await staff.context.close();

    const prisma = journey.server.services.prisma;
    const request = await prisma.paymentRequest.findFirstOrThrow({ where: { reservation: { orderNumber } } });
    expect(request).toMatchObject({ amountCents: PER_GUEST_CENTS * GUESTS, status: 'OPEN', language: lang });
    // The mail in the company's language says what to pay and with which reference.
    const mail = await prisma.mailOutbox.findFirstOrThrow({ where: { template: 'deposit.requested', toAddress: `late-${lang}@coaches.example` } });
    const found = /RF\d{2}(?: ?[0-9A-Z]{1,4})+/.exec(mail.textBody);
    expect(found).not.toBeNull();
    reference = found![0].replace(/\s/g, '');
    expect(isCreditorReference(reference)).toBe(true);
    expect(reference).toBe(documentReference({ kind: 'PAYMENT_REQUEST', year: request.year, sequence: request.sequence }));
    expect(mail.textBody).toContain(money(request.amountCents));
  }, 240_000);

  it('on its Billing page the company scans the QR code: the amount and the reference a bank needs', async () => {
    const { page, context, problems } = await newPage('client', lateId);
    await page.goto('/user/invoices');
    const deposits = page.locator('section', { has: page.getByRole('heading', { name: t('payments.deposits.title') }) });
    await deposits.getByText(t('payments.state.OPEN')).waitFor();
    await deposits.getByRole('button', { name: t('payments.pay') }).click();
    await deposits.locator('svg.qr-code').waitFor();
    const transfer = parseEpcPayload(await scanQr(page, 'section svg.qr-code'));
    expect(transfer).toMatchObject({ iban: SELLER.iban, bic: SELLER.bic, name: SELLER.legalName, amountCents: PER_GUEST_CENTS * GUESTS, reference });
    expect(parseDocumentReference(transfer!.reference!)).toMatchObject({ kind: 'PAYMENT_REQUEST' });
    await shoot(page, '03-client-deposit-qr');
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);

  it('the manager imports the bank statement: the deposit is paid; the same file again changes nothing', async () => {
    const prisma = journey.server.services.prisma;
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'camt-')), `izpisek-${lang}.xml`);
    fs.writeFileSync(file, camt053Bytes({ statementId: `E2E-${lang}`, iban: SELLER.iban, from: today, to: today, entries: [{ amountCents: PER_GUEST_CENTS * GUESTS, bookedOn: today, bankRef: `E2E-${lang}-1`, payerName: language.late, payerIban: 'AT611904300234573201', reference }] }));
    const { page, context, problems } = await newPage('staff', managerId);
    await page.goto('/adminis/payments');
    const upload = async () => {
      await page.getByLabel(t('payments.import.file')).setInputFiles(file);
      await page.getByRole('button', { name: t('payments.import.submit'), exact: true }).click();
    };
    await upload();
    await page.getByRole('status').getByText(t('payments.import.done', { credits: 1, added: 1, matched: 1 })).waitFor();
    const request = await prisma.paymentRequest.findFirstOrThrow({ where: { reservation: { orderNumber } } });
    expect(request.status).toBe('PAID');
    expect(request.advanceInvoiceId).not.toBeNull();
    const before = { payments: await prisma.payment.count(), allocations: await prisma.paymentAllocation.count(), statements: await prisma.bankStatement.count() };
    await page.getByText(t('payments.row.allocation', { number: request.number, amount: money(request.amountCents) })).first().waitFor();
    await shoot(page, '04-statement-imported');
    await upload();
    await page.getByRole('status').getByText(t('payments.import.already', { name: path.basename(file) })).waitFor();
    expect({ payments: await prisma.payment.count(), allocations: await prisma.paymentAllocation.count(), statements: await prisma.bankStatement.count() }).toEqual(before);
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);

  it('after the visit the final invoice deducts the deposit, and the company sees both documents', async () => {
    const prisma = journey.server.services.prisma;
    const arrivalAt = new Date(Math.floor((Date.now() - 30 * 60_000) / 60_000) * 60_000);
    await prisma.reservation.update({ where: { orderNumber }, data: { arrivalAt, arrivalDay: dateToDb(instantToLocal(arrivalAt).date) } });
    const { page, context, problems } = await newPage('staff', managerId);
    await checkInFromReservationPanel(page, orderNumber, GUESTS, lang, GUESTS);
    await page.goto(`/adminis/orders/all?open=${encodeURIComponent(orderNumber)}`);
    const section = page.getByTestId('order-panel').getByTestId('billing-section');
    await section.waitFor();
    await section.getByRole('button', { name: t('invoices.prepare'), exact: true }).click();
    await section.locator('.invoice-lines__row--advance_deduction').waitFor();
    await section.getByRole('button', { name: t('invoices.issue'), exact: true }).click();
    await page.getByText(new RegExp(t('invoices.done.issued', { number: '(\\d{4}-\\d{5})' }))).waitFor();
    const final = await prisma.invoice.findFirstOrThrow({ where: { kind: 'INVOICE', reservation: { orderNumber } }, include: { lines: { orderBy: { position: 'asc' } } } });
    const advance = await prisma.invoice.findFirstOrThrow({ where: { kind: 'ADVANCE_INVOICE', reservation: { orderNumber } } });
    const deduction = final.lines.find((l) => l.kind === 'ADVANCE_DEDUCTION')!;
    expect(deduction).toMatchObject({ quantity: -1, unitPriceCents: advance.payableCents, deductsInvoiceId: advance.id });
    expect(final.payableCents).toBe(payableOf(final.lines));
    const withoutDeduction = payableOf(final.lines.filter((l) => l.kind !== 'ADVANCE_DEDUCTION'));
    expect(final.payableCents).toBe(withoutDeduction - advance.payableCents!);
    await section.scrollIntoViewIfNeeded();
    await shoot(page, '05-final-invoice');
    await context.close();

    const client = await newPage('client', lateId);
    await client.page.goto('/user/invoices');
    const list = client.page.locator('.invoice-list');
    await list.getByText(advance.number!).waitFor();
    await list.locator('li', { hasText: advance.number! }).getByText(t('payments.state.PAID')).waitFor();
    await list.locator('li', { hasText: final.number! }).getByText(t('payments.state.OPEN')).waitFor();
    await shoot(client.page, '06-client-billing');
    expect([...problems, ...client.problems]).toEqual([]);
    await client.context.close();
  }, 240_000);

  it('the other company’s overdue invoice gets its reminder in its language; the manager sees it by age', async () => {
    const prisma = journey.server.services.prisma;
    const round = await runInvoiceReminderRound(journey.server.services);
    expect(round).toBeTruthy();
    const reminder = await prisma.mailOutbox.findFirstOrThrow({ where: { template: 'invoice.reminder', toAddress: `slow-${lang}@coaches.example` } });
    expect(reminder.language).toBe(lang);
    expect(reminder.subject).toContain(overdueNumber);
    const overdue = await prisma.invoice.findFirstOrThrow({ where: { number: overdueNumber } });
    expect(reminder.textBody).toContain(money(overdue.payableCents!));
    // Once only, however often the job runs.
    await runInvoiceReminderRound(journey.server.services);
    expect(await prisma.mailOutbox.count({ where: { template: 'invoice.reminder', toAddress: `slow-${lang}@coaches.example` } })).toBe(1);

    const { page, context, problems } = await newPage('staff', managerId);
    await page.goto('/adminis/payments');
    const row = page.getByRole('row', { name: new RegExp(language.slow) });
    await row.waitFor();
    expect(await row.locator('td').nth(1).textContent()).toBe(money(overdue.payableCents!));
    await shoot(page, '07-ageing');
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);
});
