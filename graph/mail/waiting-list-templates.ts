// The waiting list's offer mail: a place freed on the day the client waits for; one click books it.
// Registered in templates.ts; both languages side by side as there.
import { formatArrival, formatArrivalShort, guestCount, stopTypeLabel, type StopTypeName } from './format.ts';
import type { Block } from './layout.ts';
import type { Compose, Translate } from './template-types.ts';

export interface WaitingListTemplateData {
  'waiting_list.offer': {
    name: string;
    arrival: Date;
    type: StopTypeName;
    guests: number;
    /** Until when the offer stands. */
    expiresAt: Date;
    /** The offer page: it shows the terms, and "Book it" books. */
    offerUrl: string;
  };
}

const p = (text: string): Block => ({ kind: 'paragraph', text });
const signOff = (t: Translate) => p(t('Kind regards,\nThe Stopover team', 'Lep pozdrav,\nekipa Stopover'));

export const WAITING_LIST_TEMPLATES: { [K in keyof WaitingListTemplateData]: Compose<WaitingListTemplateData[K]> } = {
  'waiting_list.offer': (d, t, language) => ({
    subject: t(`A place is free: ${formatArrivalShort('en', d.arrival)}`, `Prosto mesto: ${formatArrivalShort('sl', d.arrival)}`),
    preheader: t('You were on our waiting list. One click books it.', 'Bili ste na našem čakalnem seznamu. Z enim klikom rezervirate.'),
    reason: 'reservation',
    blocks: [
      p(t(`Hello ${d.name},`, `Pozdravljeni, ${d.name},`)),
      p(
        t(
          'A place has become free on the day you were waiting for. It is held out to you first; book it before the offer runs out, or let us know that you no longer need it so we can offer it to the next group.',
          'Na dan, za katerega ste čakali, se je sprostilo mesto. Najprej ga ponujamo vam; rezervirajte ga, preden ponudba poteče, ali nam sporočite, da ga ne potrebujete več, da ga lahko ponudimo naslednji skupini.',
        ),
      ),
      {
        kind: 'details',
        rows: [
          [t('Arrival', 'Prihod'), formatArrival(language, d.arrival)],
          [t('Type', 'Vrsta'), stopTypeLabel(language, d.type)],
          [t('Group size', 'Velikost skupine'), guestCount(language, d.guests)],
          [t('Offer open until', 'Ponudba velja do'), formatArrival(language, d.expiresAt)],
        ],
      },
      { kind: 'button', label: t('See the offer and book', 'Oglejte si ponudbo in rezervirajte'), url: d.offerUrl },
      {
        kind: 'fineprint',
        text: t(
          'The link works without signing in, once, until the offer runs out. The page shows the cancellation terms you book under.',
          'Povezava deluje brez prijave, enkrat, dokler ponudba ne poteče. Na strani so navedeni pogoji odpovedi, pod katerimi rezervirate.',
        ),
      },
      signOff(t),
    ],
  }),
};
