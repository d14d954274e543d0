import { describe, expect, it } from 'vitest';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { parseEpcPayload } from '../../../domain/epc-qr.ts';
import { documentReference } from '../../../domain/creditor-reference.ts';
import { paymentPayload, paymentQrImage, paymentQrPng, paymentTransfer } from './payment-qr.ts';

const seller = { legalName: 'Gostilna Pri Cesti d.o.o.', iban: 'SI56 1910 0000 0123 438', bic: 'dbsi si 2x' };
const reference = documentReference({ kind: 'INVOICE', year: 2026, sequence: 42 });

/** What a phone's camera sees: the PNG's pixels, read by jsQR. */
function scanPng(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
}

describe('paymentTransfer', () => {
  it('carries the seller, the amount and the RF reference, structured', () => {
    expect(paymentTransfer({ seller, amountCents: 123_45, reference })).toEqual({
      bic: 'DBSISI2X',
      name: 'Gostilna Pri Cesti d.o.o.',
      iban: 'SI56191000000123438',
      amountCents: 123_45,
      reference,
      text: null,
    });
  });

  it('sends a reference that is not an RF one as remittance text', () => {
    expect(paymentTransfer({ seller, amountCents: 100, reference: '2026-00042' })).toMatchObject({ reference: null, text: '2026-00042' });
  });

  it('is null with nothing to pay or nowhere to pay it', () => {
    expect(paymentTransfer({ seller, amountCents: 0, reference })).toBeNull();
    expect(paymentTransfer({ seller, amountCents: -500, reference })).toBeNull();
    expect(paymentTransfer({ seller, amountCents: 100_000_000_000, reference })).toBeNull();
    expect(paymentTransfer({ seller: { ...seller, iban: null }, amountCents: 100, reference })).toBeNull();
    expect(paymentTransfer({ seller: { ...seller, iban: 'SI56 1910 0000 0123 439' }, amountCents: 100, reference })).toBeNull();
  });

  it('leaves out a BIC that is not one (optional inside the EEA)', () => {
    expect(paymentTransfer({ seller: { ...seller, bic: 'NOT A BIC' }, amountCents: 100, reference })?.bic).toBeNull();
  });
});

describe('paymentQrPng', () => {
  it('scans back to the payload, Slovenian letters included', async () => {
    const payload = paymentPayload(paymentTransfer({ seller: { ...seller, legalName: 'Žganjekuhar Čeč, s.p.' }, amountCents: 98_765, reference }))!;
    const png = await paymentQrPng(payload);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(scanPng(png)).toBe(payload);
    expect(parseEpcPayload(scanPng(png)!)).toMatchObject({ name: 'Žganjekuhar Čeč, s.p.', amountCents: 98_765, iban: 'SI56191000000123438', reference });
  });

  it('keeps a four-module white border and scales by whole pixels', async () => {
    const payload = paymentPayload(paymentTransfer({ seller, amountCents: 100, reference }))!;
    const { size } = paymentQrImage(payload);
    const image = PNG.sync.read(await paymentQrPng(payload, { scale: 3 }));
    expect(image.width).toBe(size * 3);
    const dark = (x: number, y: number) => image.data[(y * image.width + x) * 4]! < 128;
    for (let i = 0; i < image.width; i++) {
      for (let border = 0; border < 4 * 3; border++) {
        expect(dark(i, border) || dark(border, i)).toBe(false);
      }
    }
    expect(dark(4 * 3, 4 * 3)).toBe(true); // the finder pattern's corner
  });

  it('refuses a payload too long for an EPC code', async () => {
    await expect(paymentQrPng('x'.repeat(500))).rejects.toThrow(RangeError);
  });
});
