// The demo restaurant's money, planned like the rest of its history (plan.ts): every client gives its
// billing details when it confirms its address; the manager signs agreements with four regulars as
// soon as they are approved, so their bookings carry the agreed prices; the morning after a group
// arrives, a no-show or a late cancellation, the manager issues its invoice or fee — now and then
// with an extra from the counter. One invoice is corrected with a credit note and issued again, and
// one no-show's fee is waived. Recent ones are left to invoice, as on a real Monday. Pure: the same
// plan gives the same documents; populate.ts issues them through the billing services.
import type { Language, ReservationOutcome } from '../generated/prisma/enums.ts';
import { addDays, instantToLocal, localToInstant, type LocalDate } from '../domain/local-time.ts';
import { COUNTRY_CODES, CREDIT_REASON, DEMO_AGREEMENTS, FEE_WAIVER_REASON, INVOICE_EXTRAS, POSTCODES, type CatalogueClient } from './catalogue.ts';
import type { Random } from './random.ts';
import type { BillingDetailsInput } from '../domain/invoice-parties.ts';

const HOUR = 3_600_000;
const MINUTE = 60_000;

/** What the client enters (the billing service's input), and when. */
export interface PlannedBillingDetails extends BillingDetailsInput {
  at: Date;
}

export interface PlannedAgreement {
  at: Date;
  name: string;
  validFrom: LocalDate;
  stopPrices: (typeof DEMO_AGREEMENTS)[number]['stopPrices'];
  pricesIncludeVat: boolean;
  freePlaces: { perPaying: number; max: number | null } | null;
  crewMealsFree: boolean | null;
  paymentTermsDays: number | null;
  guaranteedPercent: number | null;
}

/** What the manager does about a closed reservation's money (steps of plan.ts's ReservationStep). */
export type BillingStep =
  | { kind: 'invoice'; at: Date; by: 'manager'; extra: { en: string; sl: string; unitPriceCents: number; quantity: number } | null }
  | { kind: 'credit'; at: Date; by: 'manager'; reason: string }
  | { kind: 'waiveFee'; at: Date; by: 'manager'; reason: string };

interface BillableClient extends CatalogueClient {
  contactInfo: string;
  verifiedAt: Date;
  approvedAt: Date | null;
}

interface BillableReservation {
  client: string;
  arrivalAt: Date;
  steps: Array<{ at: Date }>;
  end: { outcome: ReservationOutcome | null; lateCancellation: boolean };
}

/** A client's billing details, entered ten minutes after it confirmed its address. */
export function billingDetailsFor(org: BillableClient, random: Random): PlannedBillingDetails {
  const countryCode = COUNTRY_CODES[org.country];
  if (!countryCode) throw new Error(`demo: no country code for ${org.country}`);
  const company = org.kind === 'coach' || org.kind === 'agency' || org.kind === 'company';
  return {
    at: new Date(org.verifiedAt.getTime() + 10 * MINUTE),
    legalName: org.name,
    // The same street as the contact details (plan.ts writes "street, city, country").
    addressLine: org.contactInfo.split(', ')[0]!,
    postcode: POSTCODES[org.city] ?? failure(`no postcode for ${org.city}`),
    city: org.city,
    countryCode,
    vatId: company && countryCode === 'SI' ? slovenianVatId(random) : null,
  };
}

/** A made-up Slovenian VAT number that passes the checksum (mod 11 over weights 8…2). */
export function slovenianVatId(random: Random): string {
  for (;;) {
    const digits = Array.from({ length: 7 }, (_, i) => (i === 0 ? random.int(1, 9) : random.int(0, 9)));
    const sum = digits.reduce((total, digit, i) => total + digit * (8 - i), 0);
    const check = 11 - (sum % 11);
    if (check === 11) continue;
    return `SI${digits.join('')}${check === 10 ? 0 : check}`;
  }
}

/** The regulars' agreements, made by the manager five minutes after approving them. */
export function agreementFor(org: BillableClient): PlannedAgreement | null {
  const terms = DEMO_AGREEMENTS.find((a) => a.client === org.key);
  if (!terms || !org.approvedAt) return null;
  const at = new Date(org.approvedAt.getTime() + 5 * MINUTE);
  const { client: _key, ...rest } = terms;
  return { ...rest, at, validFrom: instantToLocal(at).date };
}

/**
 * The billing steps of every reservation (by its index in `reservations`): an invoice the morning
 * after it closed owing something, when that morning has come by `now`.
 */
export function planBillingSteps(reservations: readonly BillableReservation[], clients: ReadonlyMap<string, { language: Language }>, now: Date, random: Random): Map<number, BillingStep[]> {
  const steps = new Map<number, BillingStep[]>();
  let credited = false;
  let waived = false;
  const order = reservations.map((r, index) => ({ r, index })).sort((a, b) => a.r.arrivalAt.getTime() - b.r.arrivalAt.getTime());
  for (const { r, index } of order) {
    const owes = r.end.outcome === 'ARRIVED' || r.end.outcome === 'NO_SHOW' || (r.end.outcome === 'CANCELLED_BY_CLIENT' && r.end.lateCancellation);
    if (!owes) continue;
    const closed = r.steps.reduce((last, s) => (s.at > last ? s.at : last), r.arrivalAt);
    const at = nextMorning(closed, random);
    if (at > new Date(now.getTime() - HOUR)) continue;
    const language = clients.get(r.client)?.language ?? 'en';
    if (r.end.outcome === 'NO_SHOW' && !waived && r.client !== 'express') {
      waived = true;
      steps.set(index, [{ kind: 'waiveFee', at, by: 'manager', reason: FEE_WAIVER_REASON }]);
      continue;
    }
    const withExtra = r.end.outcome === 'ARRIVED' && random.chance(0.12);
    const extra = withExtra ? { ...random.pick(INVOICE_EXTRAS), quantity: random.int(1, 4) } : null;
    const planned: BillingStep[] = [{ kind: 'invoice', at, by: 'manager', extra }];
    // One invoice two to six weeks old is corrected: the extra was a gift after all.
    const age = (now.getTime() - at.getTime()) / (24 * HOUR);
    if (extra && !credited && age > 14 && age < 42) {
      credited = true;
      const creditAt = new Date(at.getTime() + 26 * HOUR);
      planned.push({ kind: 'credit', at: creditAt, by: 'manager', reason: CREDIT_REASON[language] }, { kind: 'invoice', at: new Date(creditAt.getTime() + 3 * MINUTE), by: 'manager', extra: null });
    }
    steps.set(index, planned);
  }
  return steps;
}

/** 08:00–10:00 on the day after `instant` (local time), when the manager does the invoices. */
function nextMorning(instant: Date, random: Random): Date {
  const day = addDays(instantToLocal(instant).date, 1);
  const resolved = localToInstant(day, 8 * 60 + random.int(0, 119));
  return resolved.ok ? resolved.instant : new Date(instant.getTime() + 20 * HOUR);
}

function failure(message: string): never {
  throw new Error(`demo: ${message}`);
}
