// A deposit request as its mail, its PDF and its download read it: the request with the client it
// asks, the restaurant's bank details as they are now (a request is not an issued document; the
// advance invoice issued on payment freezes what the tax rules ask), and its RF reference.
import type { Prisma } from '../../generated/prisma/client.ts';
import type { Language } from '../../i18n/messages.ts';
import { documentReference } from '../../domain/creditor-reference.ts';
import { dateFromDb, type LocalDate } from '../../domain/local-time.ts';
import { isUuid } from '../../domain/text-rules.ts';
import { paymentPayload, paymentTransfer } from '../billing/documents/payment-qr.ts';

type Db = Pick<Prisma.TransactionClient, 'paymentRequest' | 'billingSettings'>;

export interface PaymentRequestDocument {
  id: string;
  number: string;
  language: Language;
  clientId: string | null;
  /** Where its mail goes: the billing e-mail, else the account's (null: the account is gone). */
  to: string | null;
  amountCents: number;
  currency: string;
  dueDate: LocalDate;
  /** The day it was asked (Ljubljana). */
  createdAt: Date;
  status: 'OPEN' | 'PAID' | 'CANCELLED';
  reference: string;
  orderNumber: string | null;
  arrival: Date | null;
  buyer: { name: string; addressLine: string | null; postcode: string | null; city: string | null };
  seller: { legalName: string; addressLine: string; postcode: string; city: string; iban: string; bic: string; email: string; vatId: string };
  /** The EPC QR payload for paying it (null: not open, or the restaurant has no valid IBAN). */
  paymentQr: string | null;
}

export async function loadPaymentRequestDocument(db: Db, requestId: string): Promise<PaymentRequestDocument | null> {
  if (!isUuid(requestId)) return null;
  const [r, s] = await Promise.all([
    db.paymentRequest.findUnique({
      where: { id: requestId },
      include: { reservation: { select: { orderNumber: true, arrivalAt: true } }, client: { select: { name: true, email: true, billingDetails: true } } },
    }),
    db.billingSettings.findUniqueOrThrow({ where: { id: 1 } }),
  ]);
  if (!r) return null;
  const reference = documentReference({ kind: 'PAYMENT_REQUEST', year: r.year, sequence: r.sequence });
  const details = r.client?.billingDetails ?? null;
  return {
    id: r.id,
    number: r.number,
    language: r.language,
    clientId: r.clientId,
    to: details?.billingEmail ?? r.client?.email ?? null,
    amountCents: r.amountCents,
    currency: r.currency,
    dueDate: dateFromDb(r.dueDate),
    createdAt: r.createdAt,
    status: r.status,
    reference,
    orderNumber: r.reservation?.orderNumber ?? null,
    arrival: r.reservation?.arrivalAt ?? null,
    buyer: { name: details?.legalName ?? r.client?.name ?? '', addressLine: details?.addressLine ?? null, postcode: details?.postcode ?? null, city: details?.city ?? null },
    seller: { legalName: s.legalName, addressLine: s.addressLine, postcode: s.postcode, city: s.city, iban: s.iban, bic: s.bic, email: s.email, vatId: s.vatId },
    paymentQr: r.status === 'OPEN' ? paymentPayload(paymentTransfer({ seller: { legalName: s.legalName, iban: s.iban, bic: s.bic }, amountCents: r.amountCents, reference })) : null,
  };
}

/** "Payment-request-2026-D00001.pdf" / "Zahtevek-za-placilo-2026-D00001.pdf". */
export function paymentRequestFileName(doc: Pick<PaymentRequestDocument, 'language' | 'number'>): string {
  return `${doc.language === 'sl' ? 'Zahtevek-za-placilo' : 'Payment-request'}-${doc.number}.pdf`;
}
