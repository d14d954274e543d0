// Temporary: seeds billing data and photographs the invoice screens (not committed).
import path from 'node:path';
import { startJourney, signedIn } from './harness.ts';
import { dateToDb, localToInstant } from '../graph/domain/local-time.ts';
import type { Prisma } from '../graph/generated/prisma/client.ts';
import { bookingTermsFor, readBillingSettings, saveBillingDetails, updateBillingSettings } from '../graph/services/billing/terms.ts';
import { addInvoiceExtra, issueInvoice, openInvoiceDraft } from '../graph/services/billing/invoices.ts';

const OUT = '/work/shots/invoices';
const clock = new Date('2026-11-26T15:00:00Z');
const journey = await startJourney({}, { now: () => clock });
const prisma = journey.server.services.prisma;
const manager = await prisma.staff.findFirstOrThrow({ where: { isManager: true } });
await updateBillingSettings(journey.server.services, manager.id, {
  ...(await readBillingSettings(prisma)),
  legalName: 'Stopover gostinstvo d.o.o.', addressLine: 'Cesta v Mestni log 1', postcode: '1000', city: 'Ljubljana', countryCode: 'SI', vatId: 'SI50223054',
  registrationNumber: '1234567000', iban: 'SI56 1910 0000 0123 438', bic: 'DBSISI2X', email: 'racuni@stopover.example', invoiceFooterEn: 'Thank you.', invoiceFooterSl: 'Hvala.',
}, 'en');
const org = await prisma.organisation.create({
  data: { name: 'Alpine Coaches', email: 'alpine@example.com', username: 'alpine', passwordHash: 'x', language: 'en', status: 'APPROVED', emailVerifiedAt: clock, approvedAt: clock, termsAcceptedAt: clock },
});
await saveBillingDetails(journey.server.services, { kind: 'STAFF', staffId: manager.id }, org.id, { legalName: 'Alpine Coaches GmbH', addressLine: 'Hauptstraße 1', postcode: '80331', city: 'München', countryCode: 'DE', vatId: 'DE136695976' }, 'en');
const rate = await prisma.vatRate.findFirstOrThrow({ where: { rateBp: 2200 } });
async function closed(orderNumber: string, day: string, outcome: 'ARRIVED' | 'NO_SHOW', guests: number) {
  const at = localToInstant(day, 12 * 60 + 30);
  if (!at.ok) throw new Error('time');
  return prisma.reservation.create({
    data: {
      orderNumber, organisationId: org.id, type: 'LONG_STOP', guests, seatReservation: true, arrivalAt: at.instant, arrivalDay: dateToDb(day), durationMinutes: 90,
      status: outcome === 'ARRIVED' ? 'FINISHED' : 'DELETED', outcome, actualGuests: outcome === 'ARRIVED' ? guests - 2 : null, closedAt: at.instant, checkedInAt: at.instant, checkedInByStaffId: manager.id,
      billingTerms: (await bookingTermsFor(prisma, org.id, day)) as unknown as Prisma.InputJsonValue,
    },
  });
}
const issued = await closed('NVC-234', '2026-11-20', 'ARRIVED', 42);
const d1 = await openInvoiceDraft(journey.server.services, manager.id, issued.id, 'en');
await addInvoiceExtra(journey.server.services, d1.id, { description: 'Coffee round', descriptionSl: 'Runda kave', quantity: 12, unitPriceCents: 180, vatRateId: rate.id, priceIncludesVat: true }, 'en');
await issueInvoice(journey.server.services, manager.id, d1.id, 'en');
const draft = await closed('DRF-235', '2026-11-25', 'ARRIVED', 38);
const d2 = await openInvoiceDraft(journey.server.services, manager.id, draft.id, 'en');
await addInvoiceExtra(journey.server.services, d2.id, { description: 'Juice for the driver', descriptionSl: 'Sok za voznika', quantity: 2, unitPriceCents: 250, vatRateId: rate.id, priceIncludesVat: true }, 'en');
await closed('NSH-236', '2026-11-24', 'NO_SHOW', 30);

for (const lang of ['en', 'sl'] as const) {
  for (const width of [1280, 375]) {
    const staff = await journey.newPage({ locale: lang === 'sl' ? 'sl-SI' : 'en-GB', width, height: 900 });
    await signedIn(journey, staff.context, 'staff', manager.id, lang);
    staff.page.on('console', (m) => { if (m.type() === 'error') console.log('console:', m.text().slice(0, 500)); });
    staff.page.on('response', async (r) => { if (r.url().includes('/graphql')) { const t = await r.text().catch(() => ''); if (t.includes('"errors"')) console.log('gql error:', t.slice(0, 800)); } });
    for (const order of ['DRF-235', 'NSH-236', 'NVC-234']) {
      await staff.page.goto(`/adminis/orders/all?open=${order}`);
      const section = staff.page.getByTestId('billing-section');
      try {
        await section.waitFor({ timeout: 15000 });
      } catch {
        await staff.page.screenshot({ path: path.join(OUT, `fail-${order}-${lang}-${width}.png`), fullPage: true });
        continue;
      }
      await staff.page.waitForTimeout(400);
      await section.screenshot({ path: path.join(OUT, `panel-${order}-${lang}-${width}.png`) });
    }
    await staff.page.goto('/adminis/billing');
    await staff.page.locator('.billing-table, .empty-state').first().waitFor({ timeout: 20000 });
    await staff.page.waitForTimeout(500);
    await staff.page.screenshot({ path: path.join(OUT, `billing-page-${lang}-${width}.png`), fullPage: true });
    await staff.context.close();

    const client = await journey.newPage({ locale: lang === 'sl' ? 'sl-SI' : 'en-GB', width, height: 900 });
    await signedIn(journey, client.context, 'client', org.id, lang);
    await client.page.goto('/user/invoices');
    await client.page.locator('.invoice-list, .empty-state').first().waitFor({ timeout: 20000 });
    await client.page.waitForTimeout(500);
    await client.page.screenshot({ path: path.join(OUT, `client-invoices-${lang}-${width}.png`), fullPage: true });
    await client.page.goto('/user/info');
    await client.page.waitForTimeout(2500);
    const card = client.page.locator('.reservation-invoices').first();
    if (await card.count()) await card.locator('xpath=ancestor::article[1]').screenshot({ path: path.join(OUT, `client-card-${lang}-${width}.png`) });
    else await client.page.screenshot({ path: path.join(OUT, `client-card-missing-${lang}-${width}.png`), fullPage: true });
    await client.context.close();
  }
}
await journey.close();
console.log('done');
