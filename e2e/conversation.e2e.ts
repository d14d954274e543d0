// A coach company and the restaurant talk about one booking. Staff put a fresh reservation on
// WAITING with a note; the client answers in the reservation's thread from My reservations; staff,
// who keep the order list open, see the unread marker appear without reloading (and the count in
// the sidebar), open the reservation and reply; the client reads the reply as it arrives. The staff
// inbox and the client get one mail each in their own language. In English and Slovenian, at
// 1280 and 375 px; screenshots in test-results/screenshots/conversation-*.
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, instantToLocal } from '../graph/domain/local-time.ts';
import { createReservation } from '../graph/services/reservations/place-reservation.ts';
import { SHOTS, signedIn, startJourney, type Journey } from './harness.ts';
import { clientCard, clientSeesReply, clientWrites, staffAsksToCoordinate, staffReplies, staffRow, staffSeesUnread, t, type Lang } from './steps/conversation.ts';
import { createOrganisation } from '../graph/testing/organisations.ts';

let journey: Journey;
let managerId: string;
let orgs: Record<Lang, { id: string; email: string }>;

const SIZES = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 800 },
] as const;

const WORDS = {
  en: { note: 'Could your group arrive at 13:00 instead of 12:00?', answer: 'Yes, 13:00 works. Two of us are vegetarian.', reply: 'Thank you, see you at 13:00. We have noted the vegetarians.' },
  sl: { note: 'Ali lahko skupina pride ob 13:00 namesto ob 12:00?', answer: 'Da, 13:00 nam ustreza. Dva sva vegetarijanca.', reply: 'Hvala, vidimo se ob 13:00. Vegetarijance smo zabeležili.' },
} as const;

/** Errors the page reports: uncaught exceptions and console errors. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  return problems;
}

/** Resolves once the page has asked for live conversation events. */
function subscribed(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) => {
      ws.on('framesent', (frame) => {
        const payload = typeof frame.payload === 'string' ? frame.payload : frame.payload.toString('utf8');
        if (payload.includes('"subscribe"') && payload.includes('reservationMessages')) setTimeout(resolve, 400);
      });
    });
  });
}

async function open(kind: 'staff' | 'client', id: string, lang: Lang, size: (typeof SIZES)[number]): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await journey.newPage({ locale: lang === 'sl' ? 'sl-SI' : 'en-GB', width: size.width, height: size.height });
  await signedIn(journey, opened.context, kind, id, lang);
  return opened;
}

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `conversation-${name}.png`), fullPage: false });

beforeAll(async () => {
  journey = await startJourney({ STAFF_NOTICE_EMAIL: 'reservations@stopover.example' });
  const prisma = journey.server.services.prisma;
  managerId = (await prisma.staff.findFirstOrThrow({ where: { isManager: true } })).id;
  const org = (key: string, language: Lang) =>
    createOrganisation(prisma, {
      data: { name: `${key} Coaches`, email: `${key}@coaches.example`, username: key, passwordHash: 'x', language, status: 'APPROVED', emailVerifiedAt: new Date(), approvedAt: new Date(), termsAcceptedAt: new Date() },
    });
  orgs = { en: await org('alpine', 'en'), sl: await org('gorenjska', 'sl') };
});
afterAll(async () => {
  await journey?.close();
});

describe('a conversation about one reservation', () => {
  let run = 0;
  for (const lang of ['en', 'sl'] as const) {
    for (const size of SIZES) {
      const day = 10 + run++;
      it(`staff ask, the client answers, staff reply — ${lang} at ${size.width} px`, async () => {
        const words = WORDS[lang];
        const today = instantToLocal(new Date()).date;
        const booked = await createReservation(
          journey.server.services,
          orgs[lang].id,
          { type: 'LONG_STOP', guests: 40, seatReservation: true, arrivalDate: addDays(today, day), arrivalTime: '12:00' },
          { ip: null, language: lang },
        );
        const order = booked.orderNumber;
        const tag = `${lang}-${size.name}`;

        // Staff keep the list of every reservation open.
        const staff = await open('staff', managerId, lang, size);
        const staffProblems = watchConsole(staff.page);
        const staffLive = subscribed(staff.page);
        await staff.page.goto('/adminis/orders/all');
        await staffRow(staff.page, order).waitFor({ timeout: 15_000 });
        await staffAsksToCoordinate(staff.page, order, words.note, lang);
        await staff.page.getByRole('button', { name: t(lang, 'orders.panel.close') }).click();
        await staffLive;

        // The client reads the note and answers in the thread.
        const client = await open('client', orgs[lang].id, lang, size);
        const clientProblems = watchConsole(client.page);
        const clientLive = subscribed(client.page);
        await client.page.goto('/user/orders/current');
        const card = clientCard(client.page, order);
        await card.getByText(words.note).first().waitFor({ timeout: 15_000 });
        await clientLive;
        const thread = await clientWrites(client.page, order, words.answer, lang);
        expect(await thread.textContent()).toContain(t(lang, 'conversation.hint.client'));
        await card.scrollIntoViewIfNeeded();
        await shot(client.page, `${tag}-client-answered`);

        // Staff see the unread marker appear without reloading, and the count in the sidebar.
        await staffSeesUnread(staff.page, order, 1, lang);
        if (size.width >= 1280) await staff.page.getByTestId('unread-conversations').waitFor();
        await shot(staff.page, `${tag}-staff-unread`);

        // Staff open the reservation (which reads the thread for the team) and reply.
        await staffReplies(staff.page, order, words.reply, lang);
        const panel = staff.page.getByTestId('order-panel');
        await panel.getByTestId('conversation').scrollIntoViewIfNeeded();
        expect(await panel.getByTestId('conversation').textContent()).toContain(words.answer);
        await shot(staff.page, `${tag}-staff-replied`);
        await staffRow(staff.page, order).getByTestId('unread-badge').waitFor({ state: 'detached' }).catch(() => {});

        // The client's open thread shows the reply as it arrives.
        await clientSeesReply(client.page, order, words.reply);
        await card.getByTestId('conversation').scrollIntoViewIfNeeded();
        await shot(client.page, `${tag}-client-reply`);

        // One mail each way, in the recipient's language, linking to the thread.
        const prisma = journey.server.services.prisma;
        const toStaff = await prisma.mailOutbox.findMany({ where: { template: 'conversation.to_staff', subject: { contains: order } } });
        expect(toStaff).toHaveLength(1);
        expect(toStaff[0]!.toAddress).toBe('reservations@stopover.example');
        const toClient = await prisma.mailOutbox.findMany({ where: { template: 'conversation.to_client', toAddress: orgs[lang].email, subject: { contains: order } } });
        expect(toClient).toHaveLength(1);
        expect(toClient[0]!.language).toBe(lang);
        expect(toClient[0]!.textBody).toContain(`/user/orders/current?conversation=${order}`);
        // The reservation is still WAITING: a message changes nothing.
        expect((await prisma.reservation.findUniqueOrThrow({ where: { id: booked.id } })).status).toBe('WAITING');

        expect(staffProblems).toEqual([]);
        expect(clientProblems).toEqual([]);
        await staff.context.close();
        await client.context.close();
      });
    }
  }
});
