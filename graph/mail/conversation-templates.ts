// The conversation's notification mails: a staff message tells the client (in the organisation's
// language), a client message tells the staff notice inbox (in the manager's language). Messages of
// one burst are folded into one mail (graph/domain/conversation.ts mailPlan), which counts them and
// quotes the newest few; the whole thread is one click away.
import type { Compose, ReservationFacts, Translate } from './template-types.ts';
import type { Block } from './layout.ts';
import type { Language } from '../i18n/messages.ts';
import { oneLine } from './escape.ts';
import { formatArrival, formatArrivalShort, plural } from './format.ts';

/** The newest messages a notification quotes (older ones are in the thread). */
export const MAIL_QUOTED_MESSAGES = 3;

export interface QuotedMessage {
  at: Date;
  text: string;
}

export interface ConversationTemplateData {
  /** Staff wrote on a reservation: to the client. */
  'conversation.to_client': ReservationFacts & { count: number; messages: QuotedMessage[]; threadUrl: string };
  /** The client wrote: to the staff notice inbox. */
  'conversation.to_staff': Omit<ReservationFacts, 'name'> & { client: string; count: number; messages: QuotedMessage[]; panelUrl: string };
}

/** "1 new message" / "1 novo sporočilo", "2 novi sporočili", "3 nova sporočila", "5 novih sporočil". */
export function newMessages(language: Language, count: number): string {
  return language === 'sl'
    ? plural('sl', count, { one: 'novo sporočilo', two: 'novi sporočili', few: 'nova sporočila', other: 'novih sporočil' })
    : plural('en', count, { one: 'new message', other: 'new messages' });
}

const p = (text: string): Block => ({ kind: 'paragraph', text });

function quotes(t: Translate, language: Language, messages: readonly QuotedMessage[], count: number): Block[] {
  const shown = messages.slice(-MAIL_QUOTED_MESSAGES);
  const blocks: Block[] = shown.map((m) => ({ kind: 'quote', label: formatArrivalShort(language, m.at), text: m.text }));
  if (count > shown.length) {
    const older = count - shown.length;
    blocks.unshift({
      kind: 'fineprint',
      text: t(`${older} earlier ${older === 1 ? 'message is' : 'messages are'} in the conversation.`, `Starejša sporočila (${older}) so v pogovoru.`),
    });
  }
  return blocks;
}

export const CONVERSATION_TEMPLATES: { [K in keyof ConversationTemplateData]: Compose<ConversationTemplateData[K]> } = {
  'conversation.to_client': (d, t, language) => ({
    subject: t(`Reservation ${d.orderNumber}: ${newMessages('en', d.count)} from our staff`, `Rezervacija ${d.orderNumber}: ${newMessages('sl', d.count)} našega osebja`),
    preheader: t('Our staff wrote to you about your reservation.', 'Naše osebje vam je pisalo o vaši rezervaciji.'),
    reason: 'reservation',
    blocks: [
      p(t(`Hello ${d.name},`, `Pozdravljeni, ${d.name},`)),
      p(
        t(
          `You have ${newMessages('en', d.count)} from our staff about your reservation for ${formatArrival('en', d.arrival)}.`,
          `Za rezervacijo ${formatArrival('sl', d.arrival)} imate ${newMessages('sl', d.count)} našega osebja.`,
        ),
      ),
      { kind: 'orderNumber', label: t('Order number', 'Številka rezervacije'), value: d.orderNumber },
      ...quotes(t, language, d.messages, d.count),
      { kind: 'button', label: t('Read and reply', 'Preberite in odgovorite'), url: d.threadUrl },
      {
        kind: 'fineprint',
        text: t(
          'Please reply in the conversation rather than to this email. A message does not change the reservation: our staff confirm any change.',
          'Prosimo, odgovorite v pogovoru in ne na to e-sporočilo. Sporočilo rezervacije ne spremeni: vsako spremembo potrdi naše osebje.',
        ),
      },
      p(t('Kind regards,\nThe Stopover team', 'Lep pozdrav,\nekipa Stopover')),
    ],
  }),

  'conversation.to_staff': (d, t, language) => ({
    subject: t(
      `${oneLine(d.client)} wrote about ${d.orderNumber} (${newMessages('en', d.count)})`,
      `${oneLine(d.client)} je pisal(a) o ${d.orderNumber} (${newMessages('sl', d.count)})`,
    ),
    preheader: t('A client wrote in a reservation’s conversation.', 'Stranka je pisala v pogovoru o rezervaciji.'),
    reason: 'staff',
    blocks: [
      p(
        t(
          `${d.client} has written ${newMessages('en', d.count)} about reservation ${d.orderNumber} (${formatArrivalShort('en', d.arrival)}).`,
          `Stranka ${d.client} je napisala ${newMessages('sl', d.count)} o rezervaciji ${d.orderNumber} (${formatArrivalShort('sl', d.arrival)}).`,
        ),
      ),
      { kind: 'orderNumber', label: t('Order number', 'Številka rezervacije'), value: d.orderNumber },
      ...quotes(t, language, d.messages, d.count),
      { kind: 'button', label: t('Open the conversation', 'Odpri pogovor'), url: d.panelUrl },
    ],
  }),
};
