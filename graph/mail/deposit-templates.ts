// The mails of a deposit: the request to the client (amount, due date, bank details, RF reference,
// with the request's PDF attached), and when it is unpaid at its due date the note to the client
// and the one to the team inbox.
import type { Compose } from './template-types.ts';
import type { Block } from './layout.ts';
import { formatMoney } from '../domain/money.ts';
import type { LocalDate } from '../domain/local-time.ts';
import { formatCreditorReference } from '../domain/creditor-reference.ts';
import { formatDate } from '../services/billing/documents/texts.ts';
import { formatArrivalShort } from './format.ts';

interface RequestFacts {
  /** Whom we greet: the buyer's name. */
  name: string;
  number: string;
  orderNumber: string | null;
  arrival: Date | null;
  amountCents: number;
  currency: string;
  dueDate: LocalDate;
}

export interface DepositTemplateData {
  'deposit.requested': RequestFacts & {
    iban: string | null;
    bic: string | null;
    /** The restaurant's legal name, as the transfer's payee. */
    payee: string;
    /** The RF creditor reference, electronic form. */
    reference: string;
    /** The Content-ID of the attached EPC QR code (absent: none). */
    qrCid?: string | null;
  };
  'deposit.overdue': RequestFacts & {
    reference: string;
    /** The reservation went back to "needs coordination". */
    needsCoordination: boolean;
  };
  'deposit.overdue_staff': RequestFacts & {
    client: string;
    needsCoordination: boolean;
    panelUrl: string | null;
  };
}

const p = (text: string): Block => ({ kind: 'paragraph', text });

export const DEPOSIT_TEMPLATES: { [K in keyof DepositTemplateData]: Compose<DepositTemplateData[K]> } = {
  'deposit.requested': (d, t, language) => {
    const amount = formatMoney(d.amountCents, d.currency, language);
    const due = formatDate(language, d.dueDate);
    const rows: Array<readonly [string, string]> = [];
    if (d.orderNumber) rows.push([t('Order number', 'Številka rezervacije'), d.orderNumber]);
    if (d.arrival) rows.push([t('Arrival', 'Prihod'), formatArrivalShort(language, d.arrival)]);
    rows.push([t('Amount', 'Znesek'), amount], [t('Due date', 'Rok plačila'), due], [t('Payee', 'Prejemnik'), d.payee]);
    if (d.iban) rows.push(['IBAN', d.iban.replace(/(.{4})(?=.)/g, '$1 ')]);
    if (d.bic) rows.push(['BIC', d.bic]);
    rows.push([t('Payment reference', 'Sklic'), formatCreditorReference(d.reference)]);
    return {
      subject: t(`Deposit for reservation ${d.orderNumber ?? d.number}: ${amount} by ${due}`, `Predplačilo za rezervacijo ${d.orderNumber ?? d.number}: ${amount} do ${due}`),
      preheader: t(`Please pay a deposit of ${amount} by ${due}.`, `Prosimo, poravnajte predplačilo v znesku ${amount} do ${due}.`),
      reason: 'reservation',
      blocks: [
        p(t(`Hello ${d.name},`, `Pozdravljeni, ${d.name},`)),
        p(
          t(
            `Thank you for your reservation. Under its terms we ask for a deposit of ${amount}, due by ${due}. Please pay it by bank transfer with the reference below, so we can match it to your reservation.`,
            `Hvala za vašo rezervacijo. V skladu z njenimi pogoji vas prosimo za predplačilo v znesku ${amount} z rokom plačila ${due}. Plačajte ga z bančnim nakazilom in navedite spodnji sklic, da ga bomo lahko povezali z vašo rezervacijo.`,
          ),
        ),
        { kind: 'orderNumber', label: t('Payment request', 'Zahtevek za plačilo'), value: d.number },
        { kind: 'details', rows },
        ...(d.qrCid ? [{ kind: 'image' as const, cid: d.qrCid, size: 180, alt: t(`QR code for paying ${amount}`, `Koda QR za plačilo ${amount}`), caption: t('Scan with your banking app', 'Skenirajte z mobilno banko') }] : []),
        {
          kind: 'fineprint',
          text: t(
            'This payment request is not an invoice. When your payment arrives we send you an advance invoice, and the final invoice deducts it.',
            'Ta zahtevek za plačilo ni račun. Ko prejmemo vaše plačilo, vam pošljemo avansni račun, končni račun pa ga upošteva kot že plačan znesek.',
          ),
        },
        p(t('Kind regards,\nThe Stopover team', 'Lep pozdrav,\nekipa Stopover')),
      ],
    };
  },

  'deposit.overdue': (d, t, language) => {
    const amount = formatMoney(d.amountCents, d.currency, language);
    const due = formatDate(language, d.dueDate);
    return {
      subject: t(`Deposit for reservation ${d.orderNumber ?? d.number} not received`, `Predplačila za rezervacijo ${d.orderNumber ?? d.number} še nismo prejeli`),
      preheader: t(`The deposit of ${amount} was due on ${due}.`, `Rok za predplačilo v znesku ${amount} je bil ${due}.`),
      reason: 'reservation',
      blocks: [
        p(t(`Hello ${d.name},`, `Pozdravljeni, ${d.name},`)),
        p(
          t(
            `We have not yet received the deposit of ${amount} for your reservation, which was due on ${due}. If you have already paid, thank you, and please ignore this message; otherwise please pay it with reference ${formatCreditorReference(d.reference)}.`,
            `Predplačila v znesku ${amount} za vašo rezervacijo, ki je zapadlo ${due}, še nismo prejeli. Če ste ga že plačali, se vam zahvaljujemo in to sporočilo prezrite; sicer ga, prosimo, poravnajte s sklicem ${formatCreditorReference(d.reference)}.`,
          ),
        ),
        ...(d.needsCoordination
          ? [
              p(
                t(
                  'Until it arrives, your reservation is back with our staff to be coordinated; it is not cancelled. We will be in touch.',
                  'Dokler ga ne prejmemo, je vaša rezervacija znova v usklajevanju pri našem osebju; ni preklicana. Oglasili se vam bomo.',
                ),
              ),
            ]
          : []),
        { kind: 'orderNumber', label: t('Payment request', 'Zahtevek za plačilo'), value: d.number },
        p(t('Kind regards,\nThe Stopover team', 'Lep pozdrav,\nekipa Stopover')),
      ],
    };
  },

  'deposit.overdue_staff': (d, t, language) => {
    const amount = formatMoney(d.amountCents, d.currency, language);
    const due = formatDate(language, d.dueDate);
    return {
      subject: t(`Deposit unpaid: ${d.orderNumber ?? d.number}, ${d.client}`, `Neplačano predplačilo: ${d.orderNumber ?? d.number}, ${d.client}`),
      preheader: t(`${amount} was due on ${due}.`, `Rok za ${amount} je bil ${due}.`),
      reason: 'staff',
      blocks: [
        p(
          t(
            `The deposit of ${amount} that ${d.client} was asked for (request ${d.number}) was due on ${due} and has not been received. The client has been told.`,
            `Predplačilo v znesku ${amount}, za katero smo prosili stranko ${d.client} (zahtevek ${d.number}), je zapadlo ${due} in ga nismo prejeli. Stranka je obveščena.`,
          ),
        ),
        ...(d.needsCoordination
          ? [p(t('The reservation is back in “needs coordination”. Nothing was cancelled.', 'Rezervacija je znova med tistimi, ki jih je treba uskladiti. Nič ni bilo preklicano.'))]
          : []),
        ...(d.orderNumber ? [{ kind: 'orderNumber' as const, label: t('Order number', 'Številka rezervacije'), value: d.orderNumber }] : []),
        ...(d.panelUrl ? [{ kind: 'button' as const, label: t('Open this reservation', 'Odpri to rezervacijo'), url: d.panelUrl }] : []),
      ],
    };
  },
};
