// The restaurant's configuration as a booking is judged and billed by it: the booking rules
// (settings, weekly hours, closed days), the arrival settings (pacing, coach bays, rooms), the
// restaurant's prices and terms, and the staff inbox. Read once per change instead of on every
// booking, wizard question and staff notice (fourteen statements in two round trips, before a
// booking could even take its day lock).
//
// Kept under its version, the one row of configuration_version, which triggers on every table it
// comes from raise in the writing transaction (migration 20261128013006). A request reads that
// version (one small statement) and takes the snapshot kept for it, or reads one. So the first
// request after a change commits sees it, on every instance, whoever wrote it and whether or not
// any announcement arrives — unlike the visitors' public content, a booking may not judge by the
// old capacity for even a moment. The snapshots live in the public content store (shared reads,
// failed reads not kept, gone after a minute); the version in the key is what makes them true.
import type { Services } from '../context.ts';
import type { Language } from '../i18n/messages.ts';
import type { BookingRules } from '../domain/reservation-rules.ts';
import type { ArrivalConfig } from '../domain/arrival-capacity/config.ts';
import type { RestaurantTerms } from '../domain/billing-terms.ts';
import { loadBookingRules } from './reservations/rules-and-holds.ts';
import { loadArrivalConfig } from './arrival-capacity/load-config.ts';
import { readRestaurantTerms } from './billing/terms.ts';

export interface BookingConfiguration {
  /** Every closed day is in `closedDays`. */
  rules: BookingRules;
  arrival: ArrivalConfig;
  restaurantTerms: RestaurantTerms;
  /** Who gets the staff notices when STAFF_NOTICE_EMAIL does not say: the site's contact address, else the manager. */
  staffInbox: { contactEmail: string | null; manager: { email: string; language: Language } | null };
}

export type ConfigurationServices = Pick<Services, 'db' | 'prisma' | 'publicContent'>;

const KEY = 'booking-configuration';

/** The configuration as it is now (as of this call's read of its version). */
export async function bookingConfiguration(services: ConfigurationServices): Promise<BookingConfiguration> {
  const [row] = await services.db.sql.query<{ version: string }>('SELECT version::text AS version FROM configuration_version WHERE id = 1');
  // Without its row (a database the migration has not reached) nothing can be kept.
  if (!row) return readBookingConfiguration(services);
  return services.publicContent.read(`${KEY}:${row.version}`, () => readBookingConfiguration(services));
}

/** Read after the version: a change committed meanwhile is in it, and the next version re-reads. */
async function readBookingConfiguration(services: ConfigurationServices): Promise<BookingConfiguration> {
  const [rules, arrival, restaurantTerms, manager, contact] = await Promise.all([
    loadBookingRules(services.prisma),
    loadArrivalConfig(services.prisma),
    readRestaurantTerms(services.prisma),
    services.prisma.staff.findFirst({ where: { isManager: true }, select: { email: true, language: true } }),
    services.prisma.siteText.findFirst({ where: { key: 'contact.email' }, orderBy: { language: 'asc' }, select: { value: true } }),
  ]);
  return { rules, arrival, restaurantTerms, staffInbox: { contactEmail: contact?.value.trim() || null, manager } };
}

/** The address and language of staff notices: STAFF_NOTICE_EMAIL, else the contact address, else the manager's. */
export function staffInboxOf(configuration: BookingConfiguration, staffNoticeEmail: string | null | undefined): { email: string; language: Language } {
  const { contactEmail, manager } = configuration.staffInbox;
  return { email: staffNoticeEmail ?? contactEmail ?? manager?.email ?? 'manager@stopover.localhost', language: manager?.language ?? 'sl' };
}
