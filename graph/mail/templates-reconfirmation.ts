// The reconfirmation mail to the client ("Still 40 guests at 12:30 on Saturday 28 November?") and
// the morning digest of the day's arrivals for the team inbox. Registered in templates.ts; both
// languages side by side as there.
import { whenInQuestion } from '../domain/reconfirmation.ts';
import { oneLine } from './escape.ts';
import { formatArrival, formatDay, guestCount, plural, stopTypeLabel, type StopTypeName } from './format.ts';
import type { Block } from './layout.ts';
import { driverLinkBlocks } from './driver-link-blocks.ts';
import type { Compose, Translate } from './template-types.ts';

export { whenInQuestion };

export interface DigestArrival {
  /** Local 'HH:MM'. */
  time: string;
  orderNumber: string;
  client: string;
  type: StopTypeName;
  guests: number;
  /** The client confirmed (or changed) the headcount from the reconfirmation mail. */
  reconfirmed: boolean;
  /** The reconfirmation mail went out and has not been answered. */
  asked: boolean;
}

export interface ReconfirmationTemplateData {
  'reservation.reconfirm': {
    name: string;
    orderNumber: string;
    arrival: Date;
    type: StopTypeName;
    guests: number;
    /** The page that confirms in one click. */
    confirmUrl: string;
    /** The same page, opened at the headcount field. */
    changeUrl: string;
    /** The driver's live link (graph/services/driver-link/). */
    driverUrl?: string | null;
  };
  'staff.digest': { day: Date; arrivals: DigestArrival[]; queueUrl: string };
}

const p = (text: string): Block => ({ kind: 'paragraph', text });
const signOff = (t: Translate) => p(t('Kind regards,\nThe Stopover team', 'Lep pozdrav,\nekipa Stopover'));

export const RECONFIRMATION_TEMPLATES: { [K in keyof ReconfirmationTemplateData]: Compose<ReconfirmationTemplateData[K]> } = {
  'reservation.reconfirm': (d, t, language) => ({
    // The order number first, as in every reservation mail: a busy inbox is searched by it.
    subject: t(
      `Reservation ${d.orderNumber}: still ${guestCount('en', d.guests)} ${whenInQuestion('en', d.arrival)}?`,
      `Rezervacija ${d.orderNumber}: še vedno ${guestCount('sl', d.guests)} ${whenInQuestion('sl', d.arrival)}?`,
    ),
    preheader: t('One click confirms your group’s headcount, or tells us the new one.', 'Z enim klikom potrdite število gostov ali nam sporočite novo.'),
    reason: 'reservation',
    blocks: [
      p(t(`Hello ${d.name},`, `Pozdravljeni, ${d.name},`)),
      p(
        t(
          `Your group is expected soon. Is it still ${guestCount('en', d.guests)}? Please confirm, or tell us the new headcount, so the kitchen and the tables are ready.`,
          `Vašo skupino kmalu pričakujemo. Vas bo še vedno ${guestCount('sl', d.guests)}? Prosimo, potrdite ali nam sporočite novo število gostov, da bodo kuhinja in mize pripravljene.`,
        ),
      ),
      { kind: 'orderNumber', label: t('Order number', 'Številka rezervacije'), value: d.orderNumber },
      {
        kind: 'details',
        rows: [
          [t('Arrival', 'Prihod'), formatArrival(language, d.arrival)],
          [t('Type', 'Vrsta'), stopTypeLabel(language, d.type)],
          [t('Group size', 'Velikost skupine'), guestCount(language, d.guests)],
        ],
      },
      { kind: 'button', label: t(`Yes, ${guestCount('en', d.guests)}`, `Da, ${guestCount('sl', d.guests)}`), url: d.confirmUrl },
      p(t(`A different number? Change the headcount: ${d.changeUrl}`, `Drugačno število? Spremenite število gostov: ${d.changeUrl}`)),
      ...driverLinkBlocks(t, d.driverUrl),
      {
        kind: 'fineprint',
        text: t(
          'The links work without signing in, once, until your arrival. A larger group is accepted if there are free seats; otherwise please contact our staff.',
          'Povezavi delujeta brez prijave, enkrat, do vašega prihoda. Večjo skupino lahko sprejmemo, če so prosti sedeži; sicer se obrnite na naše osebje.',
        ),
      },
      signOff(t),
    ],
  }),

  'staff.digest': (d, t, language) => {
    const confirmed = d.arrivals.filter((a) => a.reconfirmed).length;
    const total = d.arrivals.reduce((n, a) => n + a.guests, 0);
    return {
      subject: t(
        `Arrivals on ${formatDay('en', d.day)}: ${plural('en', d.arrivals.length, { one: 'group', other: 'groups' })}, ${guestCount('en', total)}`,
        `Prihodi ${formatDay('sl', d.day)}: ${plural('sl', d.arrivals.length, { one: 'skupina', two: 'skupini', few: 'skupine', other: 'skupin' })}, ${guestCount('sl', total)}`,
      ),
      preheader: t(`${confirmed} of ${d.arrivals.length} reconfirmed by the client.`, `Stranke so potrdile ${confirmed} od ${d.arrivals.length}.`),
      reason: 'staff',
      blocks: [
        p(t(`Good morning! These groups arrive today, ${formatDay('en', d.day)}:`, `Dobro jutro! Danes, ${formatDay('sl', d.day)}, prihajajo te skupine:`)),
        {
          kind: 'details',
          rows: d.arrivals.map(
            (a) =>
              [
                `${a.time} · ${a.orderNumber}`,
                [
                  oneLine(a.client),
                  `${stopTypeLabel(language, a.type)}, ${guestCount(language, a.guests)}`,
                  a.reconfirmed ? t('reconfirmed', 'gostje potrjeni') : a.asked ? t('not reconfirmed yet', 'gostje še niso potrjeni') : t('not asked', 'stranka ni bila vprašana'),
                ].join(' — '),
              ] as const,
          ),
        },
        { kind: 'button', label: t('Open the day sheet', 'Odpri dnevni pregled'), url: d.queueUrl },
      ],
    };
  },
};
