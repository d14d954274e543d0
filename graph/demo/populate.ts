// Writes a planned restaurant (plan.ts) through the services, as the people in it would have: the
// manager sets prices and the menu and invites a colleague, who accepts from the mail; clients
// register, confirm their address from the mail and are approved; they book, pre-order meals, write,
// answer the reconfirmation mail; staff confirm, coordinate, cancel, check groups in at the door.
// Every step runs at its planned moment: the services' clock (`services.now()`) is set back to it
// first, so the lead times, deadlines, check-in days and rate limits judge it as they would have then.
// Links that arrive by mail (verification, invitation, reconfirmation) are read from the mail the
// services queued, delivered by the real mail worker to a mailbox kept here. Nothing is inserted by
// hand: what the services refuse, the demo does not have (and the plan is made so they refuse nothing).
import type { Config } from '../config.ts';
import type { Services } from '../context.ts';
import type { Database } from '../db.ts';
import type { Logger } from '../log.ts';
import type { ScryptParams } from '../auth/password.ts';
import { DEFAULT_DIFFICULTY } from '../auth/captcha.ts';
import { createAppPubSub } from '../pubsub.ts';
import { createSessionGate } from '../auth/session-gate.ts';
import { createPublicContent } from '../services/public-content.ts';
import { createMailWorker, type DevMail } from '../mail/worker.ts';
import { generateOrderNumber } from '../domain/order-number.ts';
import { decideOnAccount, register, verifyEmail } from '../services/accounts.ts';
import { acceptInvitation, inviteStaff, updateOwnStaffProfile } from '../services/staff-accounts.ts';
import { saveMenuItem, setStopPrice } from '../services/content.ts';
import { readReconfirmationSettings, updateReconfirmationSettings, sendDueReconfirmations, confirmHeadcount, changeHeadcount } from '../services/reconfirmation.ts';
import { createReservation } from '../services/reservations/place-reservation.ts';
import { changeReservationStatus } from '../services/reservations/status-changes.ts';
import { createReservationForClient } from '../services/staff-bookings.ts';
import { recordCheckIn } from '../services/check-in.ts';
import { setMealPreorder } from '../services/meal-preorders.ts';
import { markReservationMessagesRead, postReservationMessage } from '../services/reservation-messages.ts';
import { addStaffNote } from '../services/staff-notes.ts';
import { readBillingSettings, saveAgreement, saveBillingDetails, updateBillingSettings } from '../services/billing/terms.ts';
import { addInvoiceExtra, creditInvoice, issueInvoice, openInvoiceDraft, waiveFee } from '../services/billing/invoices.ts';
import { DEMO_PASSWORD, DEMO_SELLER, DEMO_STAFF, MENU, STOP_PRICES, type StaffKey } from './catalogue.ts';
import { DEMO_SIGN_INS, DEMO_TEAM } from './banner.ts';
import { acceptMemberInvitation, inviteMember } from '../services/organisation-members/invitations.ts';
import { RECONFIRM_HOURS_BEFORE, RESTAURANT_RULES, type PlannedClient, type PlannedReservation, type RestaurantPlan, type ReservationStep } from './plan.ts';
import { clockedPrisma, demoClock } from './clock.ts';
import { seededRandom } from './random.ts';

export interface PopulateOptions {
  /** Password hashing cost (tests use cheaper parameters). */
  hashParams: ScryptParams;
  log: Logger;
}

/** A timed step of the whole restaurant's history. */
interface Event {
  at: Date;
  run: () => Promise<void>;
}

export async function populate(db: Database, config: Config, plan: RestaurantPlan, options: PopulateOptions): Promise<void> {
  if (config.smtpUrl || config.env === 'production') throw new Error('the demo is generated with the development mailbox only (no SMTP_URL, not production)');
  const clock = demoClock(plan.setupAt);
  const prisma = clockedPrisma(db.prisma, clock);
  const pubsub = createAppPubSub(null);
  const services: Services = {
    config,
    db,
    prisma,
    pubsub,
    sessions: createSessionGate(prisma, pubsub, options.log),
    publicContent: createPublicContent(pubsub, options.log),
    log: options.log,
    now: clock.now,
    hashParams: options.hashParams,
    captchaDifficulty: DEFAULT_DIFFICULTY,
    // The demo is written before the app serves anything: nothing kept yet to go stale.
    responseCache: null,
  };
  const settings = await prisma.settings.findUniqueOrThrow({ where: { id: 1 } });
  if (settings.seatCapacity !== RESTAURANT_RULES.seatCapacity || settings.slotMinutes !== RESTAURANT_RULES.slotMinutes) {
    throw new Error('the demo is planned for a fresh installation’s settings');
  }

  // The mailbox: every mail the services queue is delivered here by the mail worker.
  const mailbox: DevMail[] = [];
  const worker = createMailWorker(services, { onDevMail: (mail) => mailbox.push(mail), batchSize: 200 });
  const deliver = async () => {
    while ((await worker.runOnce()).sent) {
      // until the queue is empty at this moment
    }
  };
  /** The token at the end of the newest link to `to` whose path starts with `prefix`. */
  const linkFor = async (to: string, prefix: string, containing?: string): Promise<string> => {
    await deliver();
    for (let i = mailbox.length - 1; i >= 0; i--) {
      const mail = mailbox[i]!;
      if (mail.to !== to || (containing && !mail.text.includes(containing))) continue;
      const link = mail.links.find((url) => new URL(url).pathname.startsWith(prefix) && !url.includes('?'));
      if (link) return new URL(link).pathname.slice(prefix.length);
    }
    throw new Error(`no ${prefix} link in the mail to ${to}`);
  };

  const staffIds = new Map<StaffKey, string>();
  const staffId = (key: StaffKey) => staffIds.get(key) ?? failure(`${key} is not on the team yet`);
  const staffMeta = (key: StaffKey) => ({ ip: null, language: DEMO_STAFF[key].language });
  const orgIds = new Map<string, string>();
  const orgs = new Map(plan.clients.map((o) => [o.key, o]));
  const orgId = (key: string) => orgIds.get(key) ?? failure(`${key} has no account yet`);
  const menuIds = new Map<string, string>();
  const orderRandom = seededRandom(plan.seed).fork('order numbers');
  const nextOrderNumber = () => generateOrderNumber((max) => orderRandom.index(max));

  /** The general VAT rate, for extras from the counter. */
  let generalRate = '';
  const events: Event[] = [];
  const on = (at: Date, run: () => Promise<void>) => {
    if (at > plan.now) throw new Error(`a step is planned after now (${at.toISOString()})`);
    events.push({ at, run });
  };

  // ————— the manager sets up the restaurant and the team —————
  on(plan.setupAt, async () => {
    const manager = await prisma.staff.findFirstOrThrow({ where: { isManager: true } });
    staffIds.set('manager', manager.id);
    const meta = staffMeta('manager');
    await updateOwnStaffProfile(services, manager.id, { name: DEMO_STAFF.manager.name, language: DEMO_STAFF.manager.language }, meta);
    for (const type of ['SHORT_STOP', 'LONG_STOP'] as const) await setStopPrice(services, manager.id, type, STOP_PRICES[type], meta.language);
    const existing = await prisma.menuItem.findMany();
    for (const dish of MENU) {
      const { key, ...fields } = dish;
      const item = await saveMenuItem(
        services,
        manager.id,
        { ...fields, id: existing.find((e) => e.stopType === dish.stopType && e.nameEn === dish.nameEn)?.id ?? null, vegetarian: dish.vegetarian ?? false, vegan: dish.vegan ?? false },
        meta.language,
      );
      menuIds.set(key, item.id);
    }
    const reconfirmation = await readReconfirmationSettings(prisma);
    await updateReconfirmationSettings(services, manager.id, { ...reconfirmation, reconfirmHoursBefore: RECONFIRM_HOURS_BEFORE }, meta.language);
    await inviteStaff(services, manager.id, { name: DEMO_STAFF.staff.name, email: DEMO_STAFF.staff.email, language: DEMO_STAFF.staff.language }, meta);
    await updateBillingSettings(services, manager.id, { ...(await readBillingSettings(prisma)), ...DEMO_SELLER }, meta.language);
    generalRate = (await prisma.vatRate.findFirstOrThrow({ where: { rateBp: 2200, active: true } })).id;
  });
  on(plan.staffJoinAt, async () => {
    const token = await linkFor(DEMO_STAFF.staff.email, '/staff-invitation/');
    const member = await acceptInvitation(services, { token, password: DEMO_PASSWORD, passwordConfirmation: DEMO_PASSWORD }, staffMeta('staff'));
    staffIds.set('staff', member.id);
  });

  // ————— clients —————
  for (const org of plan.clients) clientEvents(org);

  function clientEvents(org: PlannedClient) {
    const meta = { ip: null, language: org.language };
    on(org.registeredAt, async () => {
      await register(
        services,
        {
          name: org.name,
          firstName: org.firstName,
          lastName: org.lastName,
          email: org.email,
          phone: org.phone,
          username: org.username,
          password: DEMO_PASSWORD,
          passwordConfirmation: DEMO_PASSWORD,
          contactInfo: org.contactInfo,
          acceptTerms: true,
        },
        meta,
      );
    });
    on(org.verifiedAt, async () => {
      const token = await linkFor(org.email, '/login/verify/');
      const { clientId } = await verifyEmail(services, token, meta);
      orgIds.set(org.key, clientId!);
    });
    on(org.billingDetails.at, async () => {
      const { at: _at, ...details } = org.billingDetails;
      await saveBillingDetails(services, { kind: 'CLIENT', clientId: orgId(org.key) }, orgId(org.key), details, org.language);
    });
    const agreement = org.agreement;
    if (agreement) {
      on(agreement.at, async () => {
        const { at: _at, ...terms } = agreement;
        await saveAgreement(services, staffId('manager'), { ...terms, clientId: orgId(org.key), validUntil: null, dishPrices: [], cancellation: null }, DEMO_STAFF.manager.language);
      });
    }
    if (org.approvedAt) {
      on(org.approvedAt, async () => {
        await decideOnAccount(services, staffId(org.approvedBy!), orgId(org.key), 'approve', {}, staffMeta(org.approvedBy!));
      });
      // The first approved client is a team: its owner invites a booker and an accountant, who join.
      if (org.email === DEMO_SIGN_INS.approvedClient) {
        const team = [
          { email: DEMO_TEAM.booker, role: 'BOOKER' as const, firstName: 'Bruno', lastName: 'Berger' },
          { email: DEMO_TEAM.accountant, role: 'ACCOUNTANT' as const, firstName: 'Ana', lastName: 'Kovač' },
        ];
        on(new Date(org.approvedAt.getTime() + 30 * 60_000), async () => {
          const owner = await prisma.member.findUniqueOrThrow({ where: { email: org.email }, select: { id: true } });
          for (const person of team) {
            await inviteMember(services, { clientId: orgId(org.key), memberId: owner.id }, { email: person.email, role: person.role, language: org.language }, meta);
          }
        });
        on(new Date(org.approvedAt.getTime() + 90 * 60_000), async () => {
          for (const person of team) {
            const token = await linkFor(person.email, '/invitation/');
            await acceptMemberInvitation(
              services,
              { token, password: DEMO_PASSWORD, passwordConfirmation: DEMO_PASSWORD, firstName: person.firstName, lastName: person.lastName, language: org.language },
              meta,
            );
          }
        });
      }
    }
    if (org.blockedAt) {
      on(org.blockedAt, async () => {
        await decideOnAccount(services, staffId('manager'), orgId(org.key), 'block', { reason: org.blockedReason }, staffMeta('manager'));
      });
    }
    for (const note of org.notes) {
      on(note.at, async () => {
        await addStaffNote(services, staffId(note.by), { clientId: orgId(org.key) }, note.body, staffMeta(note.by));
      });
    }
  }

  // ————— bookings and what happened to them —————
  for (const reservation of plan.reservations) reservationEvents(reservation);

  function reservationEvents(r: PlannedReservation) {
    const org = orgs.get(r.client)!;
    const clientMeta = { ip: null, language: org.language };
    let id: string | null = null;
    let orderNumber = '';
    const reservationId = () => id ?? failure('the reservation was not booked');
    const version = async () => (await prisma.reservation.findUniqueOrThrow({ where: { id: reservationId() }, select: { version: true } })).version;

    on(r.bookedAt, async () => {
      const input = {
        type: r.type,
        guests: r.guests,
        seatReservation: r.seatReservation,
        arrivalDate: r.arrivalDate,
        arrivalTime: r.arrivalTime,
        responsibleFirstName: r.responsibleFirstName,
        responsibleLastName: r.responsibleLastName,
        message: r.message,
        wishes: r.wishes,
        // As the wizard and the phone form send it: the terms were read and accepted.
        acceptTerms: true,
      };
      const booked =
        r.bookedBy === 'client'
          ? await createReservation(services, orgId(org.key), input, clientMeta, { orderNumber: nextOrderNumber })
          : await createReservationForClient(services, staffId(r.bookedBy), { ...input, clientId: orgId(org.key) }, staffMeta(r.bookedBy), { orderNumber: nextOrderNumber });
      id = booked.id;
      orderNumber = booked.orderNumber;
    });
    for (const step of r.steps) on(step.at, () => runStep(step));

    async function runStep(step: ReservationStep): Promise<void> {
      switch (step.kind) {
        case 'schedule':
          await changeReservationStatus(services, staffId(step.by), reservationId(), 'SCHEDULED', { expectedVersion: await version() }, staffMeta(step.by));
          return;
        case 'wait':
          await changeReservationStatus(services, staffId(step.by), reservationId(), 'WAITING', { expectedVersion: await version(), note: step.note }, staffMeta(step.by));
          return;
        case 'decline':
          await changeReservationStatus(services, staffId(step.by), reservationId(), 'DELETED', { expectedVersion: await version(), note: step.note }, staffMeta(step.by));
          return;
        case 'cancel':
          await changeReservationStatus(
            services,
            staffId(step.by),
            reservationId(),
            'DELETED',
            { expectedVersion: await version(), note: step.note, requestedBy: step.requestedBy },
            staffMeta(step.by),
          );
          return;
        case 'arrive':
          await recordCheckIn(services, staffId(step.by), 'ARRIVED', { reservationId: reservationId(), expectedVersion: await version(), actualGuests: step.actualGuests }, staffMeta(step.by));
          return;
        case 'noShow':
          await recordCheckIn(services, staffId(step.by), 'NO_SHOW', { reservationId: reservationId(), expectedVersion: await version(), note: step.note }, staffMeta(step.by));
          return;
        case 'preorder': {
          const input = {
            dishes: step.order.dishes.map((d) => ({ menuItemId: menuIds.get(d.dish) ?? failure(`no dish ${d.dish}`), quantity: d.quantity })),
            vegetarian: step.order.vegetarian,
            vegan: step.order.vegan,
            allergens: step.order.allergens,
            driverMeals: step.order.driverMeals,
            guideMeals: step.order.guideMeals,
          };
          const actor = step.by === 'client' ? ({ kind: 'CLIENT', clientId: orgId(org.key) } as const) : ({ kind: 'STAFF', staffId: staffId(step.by) } as const);
          await setMealPreorder(services, actor, reservationId(), input, {}, step.by === 'client' ? clientMeta : staffMeta(step.by));
          return;
        }
        case 'message': {
          const author = step.from === 'client' ? ({ kind: 'client', clientId: orgId(org.key) } as const) : ({ kind: 'staff', staffId: staffId(step.from) } as const);
          await postReservationMessage(services, author, reservationId(), step.body, { language: step.from === 'client' ? org.language : DEMO_STAFF[step.from].language });
          return;
        }
        case 'staffRead':
          await markReservationMessagesRead(services, { kind: 'staff', staffId: staffId(step.by) }, reservationId(), { language: DEMO_STAFF[step.by].language });
          return;
        case 'clientRead':
          await markReservationMessagesRead(services, { kind: 'client', clientId: orgId(org.key) }, reservationId(), { language: org.language });
          return;
        case 'note':
          await addStaffNote(services, staffId(step.by), { reservationId: reservationId() }, step.body, staffMeta(step.by));
          return;
        case 'reconfirmationRound':
          await sendDueReconfirmations(services);
          return;
        case 'reconfirm': {
          const token = await linkFor(org.email, '/reconfirm/', orderNumber);
          if (step.guests === null) await confirmHeadcount(services, token, clientMeta);
          else await changeHeadcount(services, token, step.guests, clientMeta);
          return;
        }
        case 'invoice': {
          const language = DEMO_STAFF[step.by].language;
          const draft = await openInvoiceDraft(services, staffId(step.by), reservationId(), language);
          if (step.extra) {
            const { en, sl, unitPriceCents, quantity } = step.extra;
            await addInvoiceExtra(services, draft.id, { description: en, descriptionSl: sl, quantity, unitPriceCents, vatRateId: generalRate, priceIncludesVat: true }, language);
          }
          await issueInvoice(services, staffId(step.by), draft.id, language);
          return;
        }
        case 'credit': {
          const invoice = await prisma.invoice.findFirstOrThrow({ where: { reservationId: reservationId(), kind: 'INVOICE', status: 'ISSUED', corrections: { none: {} } } });
          await creditInvoice(services, staffId(step.by), invoice.id, step.reason, DEMO_STAFF[step.by].language);
          return;
        }
        case 'waiveFee':
          await waiveFee(services, staffId(step.by), reservationId(), step.reason, DEMO_STAFF[step.by].language);
          return;
      }
    }
  }

  // In time order; steps at the same moment in the order they were planned.
  const ordered = events.map((event, index) => ({ event, index })).sort((a, b) => a.event.at.getTime() - b.event.at.getTime() || a.index - b.index);
  try {
    for (const { event } of ordered) {
      clock.set(event.at);
      await event.run();
    }
    // Everything up to now has been delivered, as it would have been.
    clock.set(plan.now);
    await deliver();
  } finally {
    await worker.stop();
    await services.sessions.close();
    await services.publicContent.close();
    await pubsub.close();
  }
}

function failure(message: string): never {
  throw new Error(`demo: ${message}`);
}
