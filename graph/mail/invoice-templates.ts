// The mail that carries an issued invoice or credit note to the buyer, with its PDF and UBL XML
// attached (graph/services/billing/documents/mail.ts), in the buyer's language. An invoice shows its
// EPC QR code inline; the text part gives the same account, amount and reference in words.
import type { Compose } from './template-types.ts';
import type { Block } from './layout.ts';
import { formatMoney } from '../domain/money.ts';
import type { LocalDate } from '../domain/local-time.ts';
import { formatDate } from '../services/billing/documents/texts.ts';
import { formatIban } from '../domain/invoice-parties.ts';
import { formatCreditorReference, isCreditorReference } from '../domain/creditor-reference.ts';

export interface InvoiceTemplateData {
  'invoice.issued': {
    /** The buyer's legal name. */
    name: string;
    kind: 'INVOICE' | 'CREDIT_NOTE' | 'ADVANCE_INVOICE';
    number: string;
    issueDate: LocalDate;
    amountCents: number;
    currency: string;
    /** An invoice's due date, bank account and reference (the RF one); null on a credit note. */
    payment: { dueDate: LocalDate; iban: string | null; reference: string; /** The Content-ID of the attached EPC QR code (absent: none). */ qrCid?: string | null } | null;
    /** A credit note's invoice. */
    correctsNumber: string | null;
    orderNumber: string | null;
  };
}

const p = (text: string): Block => ({ kind: 'paragraph', text });

export const INVOICE_TEMPLATES: { [K in keyof InvoiceTemplateData]: Compose<InvoiceTemplateData[K]> } = {
  'invoice.issued': (d, t, language) => {
    const credit = d.kind === 'CREDIT_NOTE';
    const amount = formatMoney(d.amountCents, d.currency, language);
    const rows: Array<readonly [string, string]> = [[t('Issue date', 'Datum izdaje'), formatDate(language, d.issueDate)]];
    if (d.orderNumber) rows.push([t('Order number', 'Številka rezervacije'), d.orderNumber]);
    if (d.correctsNumber) rows.push([t('Corrects invoice', 'Popravlja račun'), d.correctsNumber]);
    const advance = d.kind === 'ADVANCE_INVOICE';
    rows.push([credit ? t('Amount credited', 'Znesek v dobro') : advance ? t('Amount received', 'Prejeti znesek') : t('Amount due', 'Za plačilo'), amount]);
    if (d.payment) {
      rows.push([t('Due date', 'Rok plačila'), formatDate(language, d.payment.dueDate)]);
      if (d.payment.iban) rows.push(['IBAN', formatIban(d.payment.iban)]);
      rows.push([t('Payment reference', 'Sklic'), isCreditorReference(d.payment.reference) ? formatCreditorReference(d.payment.reference) : d.payment.reference]);
    }
    return {
      subject: credit
        ? t(`Credit note ${d.number}`, `Dobropis ${d.number}`)
        : d.kind === 'ADVANCE_INVOICE'
          ? t(`Advance invoice ${d.number}`, `Avansni račun ${d.number}`)
          : t(`Invoice ${d.number}`, `Račun ${d.number}`),
      preheader: credit
        ? t(`Credit note ${d.number} for invoice ${d.correctsNumber ?? ''}: ${amount}.`, `Dobropis ${d.number} k računu ${d.correctsNumber ?? ''}: ${amount}.`)
        : advance
          ? t(`Advance invoice ${d.number}: ${amount} received, thank you.`, `Avansni račun ${d.number}: prejeli smo ${amount}, hvala.`)
          : t(`Invoice ${d.number}: ${amount} due by ${d.payment ? formatDate(language, d.payment.dueDate) : ''}.`, `Račun ${d.number}: ${amount}, rok plačila ${d.payment ? formatDate(language, d.payment.dueDate) : ''}.`),
      reason: 'reservation',
      blocks: [
        p(t(`Hello ${d.name},`, `Pozdravljeni, ${d.name},`)),
        p(
          credit
            ? t(`Attached is credit note ${d.number}, which corrects invoice ${d.correctsNumber ?? ''}. It is settled against that invoice.`, `V prilogi vam pošiljamo dobropis ${d.number}, ki popravlja račun ${d.correctsNumber ?? ''}. Poračuna se s tem računom.`)
            : advance
              ? t(
                  `Thank you for your deposit. Attached is advance invoice ${d.number} for it; the final invoice deducts it.`,
                  `Hvala za vaše predplačilo. V prilogi vam pošiljamo avansni račun ${d.number}; končni račun ga bo upošteval kot že plačan znesek.`,
                )
              : t(`Attached is invoice ${d.number}. Thank you for stopping with us.`, `V prilogi vam pošiljamo račun ${d.number}. Hvala za vaš obisk.`),
        ),
        { kind: 'orderNumber', label: credit ? t('Credit note number', 'Številka dobropisa') : advance ? t('Advance invoice number', 'Številka avansnega računa') : t('Invoice number', 'Številka računa'), value: d.number },
        { kind: 'details', rows },
        ...(d.payment?.qrCid
          ? [{ kind: 'image' as const, cid: d.payment.qrCid, size: 180, alt: t(`QR code for paying ${amount}`, `Koda QR za plačilo ${amount}`), caption: t('Scan with your banking app', 'Skenirajte z mobilno banko') }]
          : []),
        {
          kind: 'fineprint',
          text: t(
            'The PDF is for reading and printing. The XML file is the same document as an e-invoice (UBL, Peppol BIS Billing 3.0) for your accounting software.',
            'PDF je za branje in tiskanje. Datoteka XML je isti dokument kot e-račun (UBL, Peppol BIS Billing 3.0) za vaš računovodski program.',
          ),
        },
        p(t('Kind regards,\nThe Stopover team', 'Lep pozdrav,\nekipa Stopover')),
      ],
    };
  },
};
