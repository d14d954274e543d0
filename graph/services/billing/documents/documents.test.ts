// Invoice documents against a real database, with invoices issued through the billing services:
// the UBL XML carries every mandatory EN 16931 business term and adds up by its rules, its amounts
// are the database's and the PDF's; the PDF prints č, š, ž with an embedded font and the same
// invoice gives the same bytes; downloads answer only to who may read them; the issued document
// reaches the buyer over real SMTP with both files; the month export adds up to the invoices. The EPC
// QR code is read back from the rendered PDF page and from the mail's image as a phone would, and
// its payload pays the right amount to the right account with the invoice's RF reference.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOMParser } from '@xmldom/xmldom';
import * as xpath from 'xpath';
import { unzipSync, strFromU8 } from 'fflate';
import { startTestServer, type TestServer } from '../../../testing/server.ts';
import { centsToDecimal, formatMoney, formatRate, unitPriceToDecimal } from '../../../domain/money.ts';
import { invoiceDocumentPath, billingExportPath } from '../../../domain/invoice-documents.ts';
import { createApiToken } from '../../api-tokens.ts';
import { createMailWorker } from '../../../mail/worker.ts';
import { parseMail, startSmtpPeer } from '../../../mail/testing.ts';
import { loadConfig } from '../../../config.ts';
import { createLogger } from '../../../log.ts';
import { loadIssuedDocument, type IssuedDocument } from './document.ts';
import { renderPdf } from './pdf.ts';
import { renderUbl, UBL_CUSTOMIZATION_ID, UBL_NS, UBL_PROFILE_ID } from './ubl.ts';
import { CSV_COLUMNS } from './month-export.ts';
import { issueFixtureDocuments, type DocumentFixture } from './testing.ts';
import { pdfText } from './pdf-text.ts';
import { scanPdfQr, scanPngQr } from './qr-scan.ts';
import { parseEpcPayload } from '../../../domain/epc-qr.ts';
import { formatCreditorReference, isCreditorReference, parseDocumentReference } from '../../../domain/creditor-reference.ts';

let server: TestServer;
const clock = new Date('2026-11-20T09:00:00Z');
const MONTH = '2026-11';
let f: DocumentFixture;
const prisma = () => server.services.prisma;

beforeAll(async () => {
  server = await startTestServer({}, { now: () => clock });
  f = await issueFixtureDocuments(server);
}, 120_000);
afterAll(async () => {
  await server?.close();
});

async function doc(id: string): Promise<IssuedDocument> {
  const loaded = await loadIssuedDocument(prisma(), id);
  if (!loaded) throw new Error('not issued');
  return loaded;
}

const spaced = (text: string) => text.replace(/\s+/g, ' ');

const select = xpath.useNamespaces({ inv: UBL_NS.invoice, cn: UBL_NS.creditNote, cac: UBL_NS.cac, cbc: UBL_NS.cbc });
function parse(xml: string) {
  return new DOMParser().parseFromString(xml, 'application/xml') as unknown as Node;
}
function texts(node: Node, path: string): string[] {
  return (select(path, node) as Node[]).map((n) => n.textContent ?? (n as unknown as Attr).value);
}
function one(node: Node, path: string): string {
  const found = texts(node, path);
  if (found.length !== 1) throw new Error(`${path}: ${found.length} nodes`);
  return found[0]!;
}
const cents = (decimal: string) => Math.round(Number(decimal) * 100);

const SUPPLIER = 'cac:AccountingSupplierParty/cac:Party';
const CUSTOMER = 'cac:AccountingCustomerParty/cac:Party';
/** The mandatory business terms of EN 16931 (and Peppol's EndpointIDs), where UBL keeps them. */
function mandatoryTerms(root: 'inv:Invoice' | 'cn:CreditNote'): Array<[string, string]> {
  const credit = root === 'cn:CreditNote';
  const line = credit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine';
  const terms: Array<[string, string]> = [
    ['BT-1 invoice number', 'cbc:ID'],
    ['BT-2 issue date', 'cbc:IssueDate'],
    ['BT-3 type code', credit ? 'cbc:CreditNoteTypeCode' : 'cbc:InvoiceTypeCode'],
    ['BT-5 currency', 'cbc:DocumentCurrencyCode'],
    ['BT-10 buyer reference', 'cbc:BuyerReference'],
    ['BT-20 payment terms', 'cac:PaymentTerms/cbc:Note'],
    ['BT-23 process', 'cbc:ProfileID'],
    ['BT-24 specification', 'cbc:CustomizationID'],
    ['BT-27 seller name', `${SUPPLIER}/cac:PartyLegalEntity/cbc:RegistrationName`],
    ['BT-31 seller VAT ID', `${SUPPLIER}/cac:PartyTaxScheme/cbc:CompanyID`],
    ['BT-34 seller address', `${SUPPLIER}/cbc:EndpointID`],
    ['BT-34-1 its scheme', `${SUPPLIER}/cbc:EndpointID/@schemeID`],
    ['BT-35 seller street', `${SUPPLIER}/cac:PostalAddress/cbc:StreetName`],
    ['BT-37 seller city', `${SUPPLIER}/cac:PostalAddress/cbc:CityName`],
    ['BT-38 seller postcode', `${SUPPLIER}/cac:PostalAddress/cbc:PostalZone`],
    ['BT-40 seller country', `${SUPPLIER}/cac:PostalAddress/cac:Country/cbc:IdentificationCode`],
    ['BT-44 buyer name', `${CUSTOMER}/cac:PartyLegalEntity/cbc:RegistrationName`],
    ['BT-48 buyer VAT ID', `${CUSTOMER}/cac:PartyTaxScheme/cbc:CompanyID`],
    ['BT-49 buyer address', `${CUSTOMER}/cbc:EndpointID`],
    ['BT-49-1 its scheme', `${CUSTOMER}/cbc:EndpointID/@schemeID`],
    ['BT-50 buyer street', `${CUSTOMER}/cac:PostalAddress/cbc:StreetName`],
    ['BT-52 buyer city', `${CUSTOMER}/cac:PostalAddress/cbc:CityName`],
    ['BT-53 buyer postcode', `${CUSTOMER}/cac:PostalAddress/cbc:PostalZone`],
    ['BT-55 buyer country', `${CUSTOMER}/cac:PostalAddress/cac:Country/cbc:IdentificationCode`],
    ['BT-72 date of supply', 'cac:Delivery/cbc:ActualDeliveryDate'],
    ['BT-106 sum of line nets', 'cac:LegalMonetaryTotal/cbc:LineExtensionAmount'],
    ['BT-109 total without VAT', 'cac:LegalMonetaryTotal/cbc:TaxExclusiveAmount'],
    ['BT-110 total VAT', 'cac:TaxTotal/cbc:TaxAmount'],
    ['BT-112 total with VAT', 'cac:LegalMonetaryTotal/cbc:TaxInclusiveAmount'],
    ['BT-115 amount due', 'cac:LegalMonetaryTotal/cbc:PayableAmount'],
    ['BT-116 VAT base per rate', 'cac:TaxTotal/cac:TaxSubtotal/cbc:TaxableAmount'],
    ['BT-117 VAT per rate', 'cac:TaxTotal/cac:TaxSubtotal/cbc:TaxAmount'],
    ['BT-118 VAT category', 'cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory/cbc:ID'],
    ['BT-119 VAT rate', 'cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory/cbc:Percent'],
    ['BT-126 line id', `${line}/cbc:ID`],
    ['BT-129 quantity', `${line}/cbc:${credit ? 'CreditedQuantity' : 'InvoicedQuantity'}`],
    ['BT-130 unit', `${line}/cbc:${credit ? 'CreditedQuantity' : 'InvoicedQuantity'}/@unitCode`],
    ['BT-131 line net', `${line}/cbc:LineExtensionAmount`],
    ['BT-146 unit net price', `${line}/cac:Price/cbc:PriceAmount`],
    ['BT-151 line VAT category', `${line}/cac:Item/cac:ClassifiedTaxCategory/cbc:ID`],
    ['BT-152 line VAT rate', `${line}/cac:Item/cac:ClassifiedTaxCategory/cbc:Percent`],
    ['BT-153 item name', `${line}/cac:Item/cbc:Name`],
  ];
  if (credit) {
    terms.push(['BT-25 preceding invoice', 'cac:BillingReference/cac:InvoiceDocumentReference/cbc:ID'], ['BT-26 its date', 'cac:BillingReference/cac:InvoiceDocumentReference/cbc:IssueDate']);
  } else {
    terms.push(
      ['BT-9 due date', 'cbc:DueDate'],
      ['BT-81 payment means', 'cac:PaymentMeans/cbc:PaymentMeansCode'],
      ['BT-83 payment reference', 'cac:PaymentMeans/cbc:PaymentID'],
      ['BT-84 IBAN', 'cac:PaymentMeans/cac:PayeeFinancialAccount/cbc:ID'],
      ['BT-86 BIC', 'cac:PaymentMeans/cac:PayeeFinancialAccount/cac:FinancialInstitutionBranch/cbc:ID'],
    );
  }
  return terms.map(([term, path]) => [term, `/${root}/${path}`]);
}

describe('the UBL XML', () => {
  for (const which of ['invoice', 'credit note'] as const) {
    it(`of the ${which} carries every mandatory EN 16931 term, adds up by its rules, and says what the database says`, async () => {
      const id = which === 'invoice' ? f.invoiceId : f.creditNoteId;
      const row = await prisma().invoice.findUniqueOrThrow({ where: { id }, include: { lines: { orderBy: { position: 'asc' } } } });
      const d = await doc(id);
      const xml = parse(renderUbl(d));
      const root = which === 'invoice' ? 'inv:Invoice' : 'cn:CreditNote';
      const missing = mandatoryTerms(root).filter(([, path]) => texts(xml, path).filter((t) => t.trim()).length === 0);
      expect(missing).toEqual([]);
      const at = (path: string) => one(xml, `/${root}/${path}`);
      expect(at('cbc:CustomizationID')).toBe(UBL_CUSTOMIZATION_ID);
      expect(at('cbc:ProfileID')).toBe(UBL_PROFILE_ID);
      expect(at(which === 'invoice' ? 'cbc:InvoiceTypeCode' : 'cbc:CreditNoteTypeCode')).toBe(which === 'invoice' ? '380' : '381');
      expect(at('cbc:ID')).toBe(row.number);
      expect(at(`${SUPPLIER}/cbc:EndpointID/@schemeID`)).toBe('9949');
      expect(at(`${SUPPLIER}/cbc:EndpointID`)).toBe('SI50223054');
      expect(at(`${CUSTOMER}/cbc:EndpointID/@schemeID`)).toBe('9949');
      expect(at(`${CUSTOMER}/cac:PartyLegalEntity/cbc:RegistrationName`)).toBe('Žužek Turizem d.o.o.');

      // The database's amounts, to the cent.
      expect(at('cac:LegalMonetaryTotal/cbc:LineExtensionAmount')).toBe(centsToDecimal(row.netCents!));
      expect(at('cac:LegalMonetaryTotal/cbc:TaxExclusiveAmount')).toBe(centsToDecimal(row.netCents!));
      expect(at('cac:TaxTotal/cbc:TaxAmount')).toBe(centsToDecimal(row.vatCents!));
      expect(at('cac:LegalMonetaryTotal/cbc:TaxInclusiveAmount')).toBe(centsToDecimal(row.totalCents!));
      expect(at('cac:LegalMonetaryTotal/cbc:PayableAmount')).toBe(centsToDecimal(row.payableCents!));
      expect(texts(xml, `/${root}/cac:LegalMonetaryTotal/cbc:PayableRoundingAmount`)).toEqual(row.roundingCents ? [centsToDecimal(row.roundingCents)] : []);
      const breakdown = row.vatBreakdown as Array<{ vatRateBp: number; baseCents: number; vatCents: number }>;
      expect(texts(xml, `/${root}/cac:TaxTotal/cac:TaxSubtotal/cbc:TaxableAmount`)).toEqual(breakdown.map((r) => centsToDecimal(r.baseCents)));
      expect(texts(xml, `/${root}/cac:TaxTotal/cac:TaxSubtotal/cbc:TaxAmount`)).toEqual(breakdown.map((r) => centsToDecimal(r.vatCents)));
      expect(breakdown.length).toBe(2);
      const line = which === 'invoice' ? 'cac:InvoiceLine' : 'cac:CreditNoteLine';
      expect(texts(xml, `/${root}/${line}/cbc:LineExtensionAmount`)).toEqual(row.lines.map((l) => centsToDecimal(l.netCents!)));
      expect(row.lines.some((l) => l.quantity < 0)).toBe(true);

      // EN 16931's sums: BR-CO-10, 13, 14, 15, 16; BR-S-08 and 09 per rate; Peppol R120 per line.
      const lineNets = texts(xml, `/${root}/${line}/cbc:LineExtensionAmount`).map(cents);
      const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
      expect(sum(lineNets)).toBe(cents(at('cac:LegalMonetaryTotal/cbc:LineExtensionAmount')));
      expect(sum(texts(xml, `/${root}/cac:TaxTotal/cac:TaxSubtotal/cbc:TaxAmount`).map(cents))).toBe(cents(at('cac:TaxTotal/cbc:TaxAmount')));
      expect(cents(at('cac:LegalMonetaryTotal/cbc:TaxInclusiveAmount'))).toBe(cents(at('cac:LegalMonetaryTotal/cbc:TaxExclusiveAmount')) + cents(at('cac:TaxTotal/cbc:TaxAmount')));
      expect(cents(at('cac:LegalMonetaryTotal/cbc:PayableAmount'))).toBe(cents(at('cac:LegalMonetaryTotal/cbc:TaxInclusiveAmount')) + row.roundingCents!);
      const lines = select(`/${root}/${line}`, xml) as Node[];
      for (const [index, node] of lines.entries()) {
        const quantity = Number(one(node, `cbc:${which === 'invoice' ? 'InvoicedQuantity' : 'CreditedQuantity'}`));
        const price = one(node, 'cac:Price/cbc:PriceAmount');
        expect(price.replace(/0+$/, '')).toBe(unitPriceToDecimal(row.lines[index]!.unitNetPrice!).replace(/0+$/, ''));
        expect(Math.round(quantity * Number(price) * 100)).toBe(cents(one(node, 'cbc:LineExtensionAmount')));
      }
      for (const subtotal of select(`/${root}/cac:TaxTotal/cac:TaxSubtotal`, xml) as Node[]) {
        const percent = one(subtotal, 'cac:TaxCategory/cbc:Percent');
        const base = sum(lines.filter((l) => one(l, 'cac:Item/cac:ClassifiedTaxCategory/cbc:Percent') === percent).map((l) => cents(one(l, 'cbc:LineExtensionAmount'))));
        expect(cents(one(subtotal, 'cbc:TaxableAmount'))).toBe(base);
        expect(cents(one(subtotal, 'cbc:TaxAmount'))).toBe(Math.round((base * Number(percent)) / 100));
      }

      if (which === 'credit note') {
        const invoice = await prisma().invoice.findUniqueOrThrow({ where: { id: f.invoiceId } });
        expect(at('cac:BillingReference/cac:InvoiceDocumentReference/cbc:ID')).toBe(invoice.number);
        expect(at('cac:BillingReference/cac:InvoiceDocumentReference/cbc:IssueDate')).toBe(invoice.issueDate!.toISOString().slice(0, 10));
        expect(at('cbc:Note')).toContain('42 namesto 38');
      } else {
        expect(at('cac:PaymentMeans/cbc:PaymentMeansCode')).toBe('58');
        expect(at('cac:PaymentMeans/cac:PayeeFinancialAccount/cbc:ID')).toBe('SI56191000000123438');
        expect(at('cac:PaymentMeans/cbc:PaymentID')).toBe(d.creditorReference);
        expect(isCreditorReference(at('cac:PaymentMeans/cbc:PaymentID'))).toBe(true);
      }
    });
  }

  it('addresses a buyer without a VAT number by its e-mail, and escapes what it is given', async () => {
    const d = await doc(f.invoiceId);
    const xml = parse(renderUbl({ ...d, buyer: { ...d.buyer, vatId: null, legalName: 'A & B <Coaches>' } }));
    expect(one(xml, `/inv:Invoice/${CUSTOMER}/cbc:EndpointID/@schemeID`)).toBe('EM');
    expect(one(xml, `/inv:Invoice/${CUSTOMER}/cbc:EndpointID`)).toBe(d.buyer.email);
    expect(one(xml, `/inv:Invoice/${CUSTOMER}/cac:PartyLegalEntity/cbc:RegistrationName`)).toBe('A & B <Coaches>');
    expect(texts(xml, `/inv:Invoice/${CUSTOMER}/cac:PartyTaxScheme`)).toEqual([]);
  });
});

describe('the PDF', () => {
  it('prints what art. 226 asks for, in the buyer’s language with č, š, ž, and the amounts of the database', async () => {
    const d = await doc(f.invoiceId);
    const pdf = await renderPdf(d);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // The font travels inside the file (standard PDF fonts have no č).
    expect(pdf.includes('/FontFile2')).toBe(true);
    const text = await pdfText(pdf);
    for (const expected of ['Račun', d.number, 'Gostišče Čuk, gostinstvo d.o.o.', 'Šentjurska cesta 12', 'Žužek Turizem d.o.o.', 'Čopova ulica 5', 'SI50223054', 'SI12345679', 'Datum izdaje', '20. 11. 2026', 'Rok plačila', '4. 12. 2026', 'Dolg postanek', 'Postrv', 'Kava za voznika', 'SI56 1910 0000 0123 438', 'DBSISI2X', `Sklic: ${formatCreditorReference(d.creditorReference!)}`, 'Skenirajte z mobilno banko', 'Hvala za obisk!']) {
      expect(text, expected).toContain(expected);
    }
    const row = await prisma().invoice.findUniqueOrThrow({ where: { id: f.invoiceId }, include: { lines: true } });
    const money = (c: number) => spaced(formatMoney(c, 'EUR', 'sl'));
    for (const amount of [row.netCents!, row.vatCents!, row.totalCents!, row.payableCents!]) expect(text).toContain(money(amount));
    if (row.roundingCents) expect(text).toContain(money(row.roundingCents));
    for (const r of row.vatBreakdown as Array<{ vatRateBp: number; baseCents: number; vatCents: number }>) {
      expect(text).toContain(`${formatRate(r.vatRateBp, 'sl')} ${money(r.baseCents)} ${money(r.vatCents)} ${money(r.baseCents + r.vatCents)}`);
    }
    for (const line of row.lines) expect(text).toContain(money(line.netCents!));
  });

  it('marks a credit note and names the invoice it corrects, its date and the reason; in English too', async () => {
    const d = await doc(f.creditNoteId);
    const text = await pdfText(await renderPdf(d));
    expect(text).toContain('Dobropis');
    expect(text).toContain(`Popravlja račun ${d.corrects!.number} z dne 20. 11. 2026`);
    expect(text).toContain('Razlog: Napačno število gostov');
    const english = await pdfText(await renderPdf({ ...d, language: 'en', footer: 'Thank you.' }));
    expect(english).toContain('Credit note');
    expect(english).toContain(`Corrects invoice ${d.corrects!.number} of 20 Nov 2026`);
    expect(english).toContain(spaced(formatMoney(d.payableCents, 'EUR', 'en')));
  });

  it('gives the same bytes for the same invoice, and breaks long invoices over pages', async () => {
    const d = await doc(f.invoiceId);
    expect((await renderPdf(d)).equals(await renderPdf(d))).toBe(true);
    const many = { ...d, lines: Array.from({ length: 120 }, (_, i) => ({ ...d.lines[0]!, position: i + 1, description: `Vrstica ${i + 1} čšž` })) };
    const text = await pdfText(await renderPdf(many));
    expect(text).toContain('Stran 1 / 5');
    expect(text).toContain('Vrstica 120 čšž');
    // The code moves with the payment details to the last page, still whole.
    expect(parseEpcPayload((await scanPdfQr(await renderPdf(many)))!)?.amountCents).toBe(d.payableCents);
  });

  it('carries an EPC QR code a banking app scans: the amount due, to the seller’s account, with the RF reference that leads back to the invoice', async () => {
    const d = await doc(f.invoiceId);
    const row = await prisma().invoice.findUniqueOrThrow({ where: { id: f.invoiceId } });
    // Rendered to pixels at 150 dpi, about what a phone's photo of a print gives.
    const scanned = await scanPdfQr(await renderPdf(d));
    expect(scanned).toBe(d.paymentQr);
    const transfer = parseEpcPayload(scanned!)!;
    expect(transfer).toEqual({ bic: 'DBSISI2X', name: 'Gostišče Čuk, gostinstvo d.o.o.', iban: 'SI56191000000123438', amountCents: row.payableCents, reference: d.creditorReference, text: null });
    expect(isCreditorReference(transfer.reference!)).toBe(true);
    const target = parseDocumentReference(transfer.reference!)!;
    expect(target.kind).toBe('INVOICE');
    expect((await prisma().invoice.findUniqueOrThrow({ where: { year_sequence: { year: target.year, sequence: target.sequence } } })).id).toBe(f.invoiceId);
    // The other client's invoice (English) has its own reference, and says how to use the code.
    const other = await doc(f.otherInvoiceId);
    expect(other.creditorReference).not.toBe(d.creditorReference);
    const english = await renderPdf(other);
    expect(await pdfText(english)).toContain('Scan with your banking app');
    expect(parseEpcPayload((await scanPdfQr(english))!)?.reference).toBe(other.creditorReference);
  });

  it('gives a credit note neither a reference nor a code: it asks for no payment', async () => {
    const d = await doc(f.creditNoteId);
    expect(d.creditorReference).toBeNull();
    expect(d.paymentQr).toBeNull();
    const pdf = await renderPdf(d);
    expect(await scanPdfQr(pdf)).toBeNull();
    expect(await pdfText(pdf)).not.toContain('RF');
  });
});

describe('downloads', () => {
  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers });
  const staff = () => ({ cookie: server.cookieFor('staff', f.managerId, { issuedAt: clock.getTime() }) });
  const client = (id: string) => ({ cookie: server.cookieFor('client', id, { issuedAt: clock.getTime() }) });

  it('serves staff any issued document, a client its own, with a file name and private caching', async () => {
    const row = await prisma().invoice.findUniqueOrThrow({ where: { id: f.invoiceId } });
    const pdf = await get(invoiceDocumentPath(f.invoiceId, 'pdf'), staff());
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="Racun-${row.number}.pdf"`);
    expect(pdf.headers.get('cache-control')).toMatch(/^private/);
    expect(Buffer.from(await pdf.arrayBuffer()).equals(await renderPdf(await doc(f.invoiceId)))).toBe(true);
    const xml = await get(invoiceDocumentPath(f.creditNoteId, 'xml'), client(f.orgId));
    expect(xml.status).toBe(200);
    expect(xml.headers.get('content-disposition')).toMatch(/^attachment; filename="Dobropis-2026-\d{5}\.xml"$/);
    expect(await xml.text()).toContain('<CreditNote');
    const other = await get(invoiceDocumentPath(f.otherInvoiceId, 'pdf'), client(f.otherOrgId));
    expect(other.headers.get('content-disposition')).toMatch(/filename="Invoice-2026-\d{5}\.pdf"/);
  });

  it('answers 404 to anyone else, for drafts, unknown ids and odd paths — never saying a document exists', async () => {
    const refused: Array<[string, Record<string, string>]> = [
      [invoiceDocumentPath(f.invoiceId, 'pdf'), {}],
      [invoiceDocumentPath(f.invoiceId, 'pdf'), client(f.otherOrgId)],
      [invoiceDocumentPath(f.otherInvoiceId, 'xml'), client(f.orgId)],
      [invoiceDocumentPath(f.draftId, 'pdf'), staff()],
      [invoiceDocumentPath('01935f00-0000-7000-8000-00000000dead', 'pdf'), staff()],
      ['/invoices/not-a-uuid.pdf', staff()],
      ['/invoices/%E0%A4%A.pdf', staff()],
      [billingExportPath(MONTH, 'csv'), client(f.orgId)],
      [billingExportPath(MONTH, 'csv'), {}],
      [billingExportPath('2026-13', 'csv'), staff()],
    ];
    for (const [path, headers] of refused) {
      const answer = await get(path, headers);
      expect([path, answer.status]).toEqual([path, 404]);
      expect(await answer.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    const expired = await get(invoiceDocumentPath(f.invoiceId, 'pdf'), { cookie: server.cookieFor('client', f.orgId, { issuedAt: clock.getTime() - 3_600_000, ttlSeconds: 60 }) });
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({ code: 'USER_TOKEN_EXPIRED' });
    const post = await fetch(`${server.url}${invoiceDocumentPath(f.invoiceId, 'pdf')}`, { method: 'POST', headers: staff() });
    expect(post.status).toBe(405);
  });

  it('serves API tokens that read invoices, their organisation’s (or, the restaurant’s, any), and no other', async () => {
    const meta = { ip: null, language: 'en' as const };
    const reader = await createApiToken(server.services, { kind: 'organisation', clientId: f.orgId }, { name: 'accounting', scopes: ['READ_INVOICES'] }, meta);
    const booker = await createApiToken(server.services, { kind: 'organisation', clientId: f.orgId }, { name: 'booking', scopes: ['READ_RESERVATIONS', 'CREATE_RESERVATIONS'] }, meta);
    const restaurant = await createApiToken(server.services, { kind: 'restaurant', staffId: f.managerId }, { name: 'counter', scopes: ['READ_INVOICES'] }, meta);
    const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });
    expect((await get(invoiceDocumentPath(f.invoiceId, 'xml'), bearer(reader.secret))).status).toBe(200);
    expect((await get(invoiceDocumentPath(f.otherInvoiceId, 'xml'), bearer(reader.secret))).status).toBe(404);
    expect((await get(invoiceDocumentPath(f.invoiceId, 'xml'), bearer(booker.secret))).status).toBe(404);
    expect((await get(invoiceDocumentPath(f.otherInvoiceId, 'pdf'), bearer(restaurant.secret))).status).toBe(200);
    expect((await get(billingExportPath(MONTH, 'csv'), bearer(restaurant.secret))).status).toBe(404);
    const unknown = await get(invoiceDocumentPath(f.invoiceId, 'xml'), bearer('stp_unknown-token-000000000000000000'));
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toMatchObject({ code: 'API_TOKEN_INVALID' });
  });
});

describe('the month export', () => {
  const staff = () => ({ cookie: server.cookieFor('staff', f.managerId, { issuedAt: clock.getTime() }) });

  async function parseCsv(answer: Response): Promise<Array<Record<string, string>>> {
    const bytes = new Uint8Array(await answer.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = new TextDecoder().decode(bytes).trimEnd().split('\r\n');
    expect(header!.split(',')).toEqual([...CSV_COLUMNS]);
    return rows.map((r) => Object.fromEntries(r.split(',').map((v, i) => [CSV_COLUMNS[i]!, v])));
  }

  it('lists each document per VAT rate; each document’s rows add up to its totals, credit notes negative', async () => {
    const answer = await fetch(`${server.url}${billingExportPath(MONTH, 'csv')}`, { headers: staff() });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="Stopover-invoices-${MONTH}.csv"`);
    const rows = await parseCsv(answer);
    const issued = await prisma().invoice.findMany({ where: { status: 'ISSUED' }, include: { corrects: true }, orderBy: { sequence: 'asc' } });
    expect(issued).toHaveLength(3);
    expect([...new Set(rows.map((r) => r.number))]).toEqual(issued.map((i) => i.number));
    const sum = (values: string[]) => values.reduce((a, b) => a + cents(b), 0);
    for (const invoice of issued) {
      const mine = rows.filter((r) => r.number === invoice.number);
      const sign = invoice.kind === 'CREDIT_NOTE' ? -1 : 1;
      expect(mine).toHaveLength((invoice.vatBreakdown as unknown[]).length);
      expect(sum(mine.map((r) => r.net!))).toBe(sign * invoice.netCents!);
      expect(sum(mine.map((r) => r.vat!))).toBe(sign * invoice.vatCents!);
      expect(sum(mine.map((r) => r.gross!))).toBe(sign * invoice.totalCents!);
      expect(mine.every((r) => cents(r.document_total!) === sign * invoice.totalCents! && cents(r.document_amount_due!) === sign * invoice.payableCents!)).toBe(true);
      expect(mine[0]).toMatchObject({ kind: invoice.kind, issue_date: '2026-11-20', currency: 'EUR', corrects_invoice: invoice.corrects?.number ?? '' });
    }
    expect(rows.find((r) => r.buyer_country === 'DE')).toMatchObject({ buyer_legal_name: 'Alpine Coaches GmbH', buyer_vat_id: 'DE136695976', vat_rate: '9.5', vat_category: 'S' });
    const empty = await fetch(`${server.url}${billingExportPath('2026-10', 'csv')}`, { headers: staff() });
    expect(await parseCsv(empty)).toEqual([]);
  });

  it('packs the CSV with every PDF and XML of the month into a ZIP', async () => {
    const answer = await fetch(`${server.url}${billingExportPath(MONTH, 'zip')}`, { headers: staff() });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/zip');
    const files = unzipSync(new Uint8Array(await answer.arrayBuffer()));
    const names = Object.keys(files).sort();
    expect(names).toHaveLength(7);
    expect(names).toContain(`Stopover-invoices-${MONTH}.csv`);
    expect(names.filter((n) => n.startsWith('pdf/') && n.endsWith('.pdf'))).toHaveLength(3);
    expect(names.filter((n) => n.startsWith('xml/') && n.endsWith('.xml'))).toHaveLength(3);
    const invoice = await doc(f.invoiceId);
    expect(Buffer.from(files[`pdf/Racun-${invoice.number}.pdf`]!).equals(await renderPdf(invoice))).toBe(true);
    expect(strFromU8(files[`xml/Racun-${invoice.number}.xml`]!)).toBe(renderUbl(invoice));
  });
});

describe('the mail to the buyer', () => {
  it('is queued with the issue, in the buyer’s language, and arrives over SMTP with the PDF and the XML', async () => {
    const queued = await prisma().mailOutbox.findMany({ where: { template: 'invoice.issued' }, orderBy: { id: 'asc' } });
    expect(queued.map((m) => [m.toAddress, m.language])).toEqual([
      [expect.stringMatching(/^racunovodstvo\d+@zuzek\.example$/), 'sl'],
      [expect.stringMatching(/^racunovodstvo\d+@zuzek\.example$/), 'sl'],
      [expect.stringMatching(/^alpine\d+@coaches\.example$/), 'en'],
    ]);
    const peer = await startSmtpPeer();
    try {
      const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://stopover.example', SMTP_URL: peer.url, MAIL_FROM: 'Stopover <r@stopover.example>' }, process.cwd());
      const worker = createMailWorker({ config, prisma: prisma(), log: createLogger('error', () => {}), now: () => clock });
      expect(await worker.runOnce()).toEqual({ sent: queued.length, failed: 0 });
      await worker.stop();
    } finally {
      await peer.stop();
    }
    const invoice = await doc(f.invoiceId);
    const credit = await doc(f.creditNoteId);
    const mails = peer.received.map((r) => parseMail(r.raw));
    const invoiceMail = mails.find((m) => m.subject === `Račun ${invoice.number}`)!;
    expect(invoiceMail.to).toBe(invoice.buyer.email);
    expect(spaced(invoiceMail.text)).toContain(spaced(formatMoney(invoice.payableCents, 'EUR', 'sl')));
    expect(invoiceMail.attachments.map((a) => [a.filename, a.type])).toEqual([
      [`Racun-${invoice.number}.pdf`, 'application/pdf'],
      [`Racun-${invoice.number}.xml`, 'application/xml'],
    ]);
    expect(invoiceMail.attachments[0]!.content.startsWith('%PDF-')).toBe(true);
    expect(invoiceMail.attachments[1]!.content).toBe(renderUbl(invoice));
    // The QR code is an inline PNG the HTML shows; scanned, it is the PDF's transfer.
    expect(invoiceMail.inline.map((p) => [p.type, p.contentId])).toEqual([['image/png', `epc-qr-${invoice.id}@stopover`]]);
    expect(invoiceMail.html).toContain(`src="cid:epc-qr-${invoice.id}@stopover"`);
    expect(invoiceMail.html).toContain('Skenirajte z mobilno banko');
    expect(scanPngQr(invoiceMail.inline[0]!.bytes)).toBe(invoice.paymentQr);
    expect(parseEpcPayload(invoice.paymentQr!)).toMatchObject({ amountCents: invoice.payableCents, reference: invoice.creditorReference });
    // The text part names the same account, amount and reference in words.
    for (const words of ['IBAN: SI56 1910 0000 0123 438', `Sklic: ${formatCreditorReference(invoice.creditorReference!)}`]) expect(invoiceMail.text).toContain(words);
    const creditMail = mails.find((m) => m.subject === `Dobropis ${credit.number}`)!;
    expect(creditMail.text).toContain(invoice.number);
    expect(creditMail.attachments.map((a) => a.filename)).toEqual([`Dobropis-${credit.number}.pdf`, `Dobropis-${credit.number}.xml`]);
    expect(creditMail.inline).toEqual([]);
    expect(mails.find((m) => m.subject.startsWith('Invoice '))!.attachments).toHaveLength(2);
  });
});
