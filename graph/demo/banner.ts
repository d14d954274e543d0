// What the operator reads when the app serves the demo: that it is the demo, and how to sign in.
import { APPROVED_CLIENTS, DEMO_PASSWORD, DEMO_STAFF, PENDING_CLIENTS } from './catalogue.ts';
import { clientEmail, type RestaurantSummary } from './plan.ts';
import type { DemoMarker } from './marker.ts';
import { instantToLocal } from '../domain/local-time.ts';

/** The approved client's team: its owner invites a booker and an accountant once approved. */
export const DEMO_TEAM = {
  booker: teamEmail(APPROVED_CLIENTS[0]!, 'booking'),
  accountant: teamEmail(APPROVED_CLIENTS[0]!, 'accounts'),
} as const;

/** The sign-ins the demo prints: the manager, a member of staff, an approved client's owner, booker
 * and accountant, and a waiting client. */
export const DEMO_SIGN_INS = {
  manager: DEMO_STAFF.manager.email,
  staff: DEMO_STAFF.staff.email,
  approvedClient: clientEmail(APPROVED_CLIENTS[0]!),
  approvedClientBooker: DEMO_TEAM.booker,
  approvedClientAccountant: DEMO_TEAM.accountant,
  pendingClient: clientEmail(PENDING_CLIENTS[0]!),
  password: DEMO_PASSWORD,
} as const;

function teamEmail(c: (typeof APPROVED_CLIENTS)[number], mailbox: string): string {
  return `${mailbox}@${clientEmail(c).split('@')[1]!}`;
}

function box(lines: string[]): string {
  const width = Math.max(...lines.map((line) => line.length));
  const rule = '─'.repeat(width + 2);
  return ['', `  ┌${rule}┐`, ...lines.map((line) => `  │ ${line.padEnd(width)} │`), `  └${rule}┘`, ''].join('\n');
}

export function demoBanner(publicUrl: string, marker: DemoMarker, now: Date = new Date()): string {
  const stale = marker.generatedOn !== instantToLocal(now).date;
  return box([
    `Stopover demo: a made-up restaurant (seed ${marker.seed}, dates relative to ${marker.generatedOn}).`,
    ...(stale ? ['Its "today" has passed: `npm run demo` generates a current one.'] : []),
    ...(!marker.complete ? ['Its generation was interrupted: `npm run demo` generates it again.'] : []),
    '',
    `Staff sign in at ${publicUrl}/adminisLogin`,
    `  manager:          ${DEMO_SIGN_INS.manager}`,
    `  member of staff:  ${DEMO_SIGN_INS.staff}`,
    `Clients sign in at ${publicUrl}/login`,
    `  approved client:  ${DEMO_SIGN_INS.approvedClient} (owner)`,
    `    its booker:     ${DEMO_SIGN_INS.approvedClientBooker}`,
    `    its accountant: ${DEMO_SIGN_INS.approvedClientAccountant}`,
    `  waiting client:   ${DEMO_SIGN_INS.pendingClient}`,
    `Password (all six): ${DEMO_SIGN_INS.password}`,
    '',
    'Demo data only: never take real bookings on it.',
  ]);
}

/** One paragraph of what was generated, for the console. */
export function describeSummary(s: RestaurantSummary, seconds: number): string {
  return [
    `Generated the demo restaurant in ${seconds.toFixed(0)} s:`,
    `  organisations: ${s.clients.approved} approved, ${s.clients.pending} waiting for approval, ${s.clients.blocked} blocked`,
    `  past three months: ${s.past.total} reservations — ${s.past.arrived} arrived, ${s.past.noShows} no-shows, ${s.past.cancelledByClient} cancelled by the client (${s.past.lateCancellations} late), ${s.past.declined} declined, ${s.past.cancelledByStaff} cancelled by the restaurant`,
    `  ahead: ${s.upcoming.total} — ${s.upcoming.pending} to decide, ${s.upcoming.waiting} being coordinated, ${s.upcoming.confirmed} confirmed, ${s.upcoming.cancelled} cancelled`,
    `  meal pre-orders: ${s.preorders.total} (${s.preorders.withAllergens} with allergies); reconfirmed ahead: ${s.reconfirmation.upcomingReconfirmed}, not yet: ${s.reconfirmation.upcomingNotYet}`,
    `  conversations: ${s.conversations.threads} (${s.conversations.messages} messages); internal notes: ${s.notes.reservations + s.notes.clients}`,
    `  billing: ${s.billing.invoices} invoices (${s.billing.feeInvoices} for fees), ${s.billing.creditNotes} credit note, ${s.billing.waivedFees} fee waived; agreements with ${s.billing.agreements} regulars`,
  ].join('\n');
}
