// The EPC QR code ("Scan to pay") of something payable, for the web app to draw as an SVG and for
// integrators to pass on: the payload a banking app reads, and its modules as a path. Built by
// graph/services/billing/documents/payment-qr.ts; the invoice's field is in ./invoices.ts.
import { builder } from '../../builder.ts';
import type { PaymentQrImage } from '../../services/billing/documents/payment-qr.ts';

export interface PaymentQrShape extends PaymentQrImage {
  amountCents: number;
  reference: string;
}

export const PaymentQrRef = builder.objectRef<PaymentQrShape>('PaymentQr').implement({
  description:
    'An EPC QR code (EPC069-12, "Scan to pay"): a SEPA credit transfer banking apps fill in when they scan it. ' +
    'Drawn as an SVG: dark modules in a square of `size` units, quiet zone included.',
  fields: (t) => ({
    payload: t.exposeString('payload', { description: 'The text the code carries (EPC069-12 version 002, UTF-8): beneficiary, IBAN, BIC, amount and the RF reference.' }),
    size: t.exposeInt('size', { description: 'Width and height in modules: the SVG viewBox is `0 0 size size`.' }),
    path: t.exposeString('path', { description: 'SVG path data (`d`) of the dark modules.' }),
    amountCents: t.exposeInt('amountCents', { description: 'The amount the code asks for, in cents (EUR).' }),
    reference: t.exposeString('reference', { description: 'The RF creditor reference (ISO 11649) the transfer carries.' }),
  }),
});
