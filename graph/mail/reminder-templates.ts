// The payment reminder for an overdue invoice (graph/services/billing/reminders.ts), in the buyer's
// language: polite on the first step, firmer after; always what is open, since when, and how to pay.
import type { Compose } from './template-types.ts';
import type { Block } from './layout.ts';
import { formatMoney } from '../domain/money.ts';
import type { LocalDate } from '../domain/local-time.ts';
import { formatCreditorReference } from '../domain/creditor-reference.ts';
import { formatIban } from '../domain/invoice-parties.ts';
import { formatDate } from '../services/billing/documents/texts.ts';

export interface ReminderTemplateData {
  'invoice.reminder': {
    /** The buyer's legal name. */
    name: string;
    kind: 'INVOICE' | 'ADVANCE_INVOICE';
    number: string;
    issueDate: LocalDate;
    dueDate: LocalDate;
    /** The step of the schedule, from 0: the first reminder, the second, … */
    step: number;
    daysOverdue: number;
    payableCents: number;
    openCents: number;
    currency: string;
    /** The seller's account (null: not on the invoice). */
    iban: string | null;
    /** The structured creditor reference (RF…). */
    reference: string;
    orderNumber: string | null;
    /** The Content-ID of the attached EPC QR code for the open amount (absent: none). */
    qrCid?: string | null;
  };
}

const p = (text: string): Block => ({ kind: 'paragraph', text });
const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const ORDINALS = {
  en: ['first', 'second', 'third', 'fourth', 'fifth'],
  sl: ['prvi', 'drugi', 'tretji', 'četrti', 'peti'],
} as const;

export const REMINDER_TEMPLATES: { [K in keyof ReminderTemplateData]: Compose<ReminderTemplateData[K]> } = {
  'invoice.reminder': (d, t, language) => {
    const open = formatMoney(d.openCents, d.currency, language);
    const issued = formatDate(language, d.issueDate);
    const due = formatDate(language, d.dueDate);
    const later = d.step > 0;
    const ordinal = ORDINALS[language][Math.min(d.step, 4)]!;
    const rows: Array<readonly [string, string]> = [
      [t('Issue date', 'Datum izdaje'), issued],
      [t('Due date', 'Rok plačila'), due],
      [t('Days overdue', 'Dni zamude'), String(d.daysOverdue)],
    ];
    if (d.orderNumber) rows.push([t('Order number', 'Številka rezervacije'), d.orderNumber]);
    if (d.openCents !== d.payableCents) rows.push([t('Invoice amount', 'Znesek računa'), formatMoney(d.payableCents, d.currency, language)]);
    rows.push([t('Open amount', 'Odprti znesek'), open]);
    if (d.iban) rows.push(['IBAN', formatIban(d.iban)]);
    rows.push([t('Payment reference', 'Sklic'), formatCreditorReference(d.reference)]);
    return {
      subject: later ? t(`${capital(ordinal)} reminder: invoice ${d.number} is overdue`, `${capital(ordinal)} opomnik: račun ${d.number} ni plačan`) : t(`Payment reminder: invoice ${d.number}`, `Opomnik za plačilo računa ${d.number}`),
      preheader: t(`${open} is still open on invoice ${d.number}, due on ${due}.`, `Na računu ${d.number} z rokom plačila ${due} je še odprtih ${open}.`),
      reason: 'reservation',
      blocks: [
        p(t(`Hello ${d.name},`, `Pozdravljeni, ${d.name},`)),
        p(
          t(
            `According to our records, invoice ${d.number} of ${issued}, due on ${due}, has not been paid in full: ${open} is still open.`,
            `Po naših evidencah račun ${d.number} z dne ${issued}, ki je zapadel v plačilo ${due}, še ni v celoti poravnan: odprtih je še ${open}.`,
          ),
        ),
        ...(later
          ? [
              p(
                t(
                  `This is our ${ordinal} reminder. Please settle the open amount without further delay, or tell us by reply if there is a reason you cannot.`,
                  `To je že naš ${ordinal} opomnik. Prosimo, da odprti znesek poravnate brez nadaljnjega odlašanja ali nam v odgovoru sporočite, zakaj to ni mogoče.`,
                ),
              ),
            ]
          : []),
        { kind: 'orderNumber', label: t('Invoice number', 'Številka računa'), value: d.number },
        { kind: 'details', rows },
        ...(d.qrCid
          ? [{ kind: 'image' as const, cid: d.qrCid, size: 180, alt: t(`QR code for paying ${open}`, `Koda QR za plačilo ${open}`), caption: t('Scan with your banking app', 'Skenirajte z mobilno banko') }]
          : []),
        p(
          t(
            `Please pay by bank transfer to the account above and quote the payment reference, so that we can match your payment at once.${d.qrCid ? ' Your banking app can also scan the QR code.' : ''}`,
            `Prosimo, da plačate z nakazilom na zgornji račun in navedete sklic, da bomo vaše plačilo lahko takoj povezali z računom.${d.qrCid ? ' Kodo QR lahko skenirate tudi z mobilno banko.' : ''}`,
          ),
        ),
        p(
          t(
            'If you have paid in the last few days, thank you, and please disregard this reminder. If something on the invoice is not right, reply to this email and we will sort it out.',
            'Če ste plačali v zadnjih dneh, se vam zahvaljujemo in prosimo, da ta opomnik prezrete. Če na računu kaj ni v redu, odgovorite na to sporočilo in zadevo bomo uredili.',
          ),
        ),
        { kind: 'fineprint', text: t('The invoice is attached as a PDF.', 'Račun je priložen kot PDF.') },
        p(t('Kind regards,\nThe Stopover team', 'Lep pozdrav,\nekipa Stopover')),
      ],
    };
  },
};
