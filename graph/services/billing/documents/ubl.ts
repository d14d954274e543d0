// An issued document as UBL 2.1 XML after EN 16931 and Peppol BIS Billing 3.0: an Invoice (type
// 380) or a CreditNote (381, referring to the invoice it corrects). Every amount comes from the
// frozen rows as stored (docs/decisions.md 62, 64): nothing is recomputed here, so the XML, the PDF
// and the database agree to the cent. Built with xmlbuilder2, which escapes every text.
//
// Peppol requires an electronic address (EndpointID with an EAS scheme) for both parties. The
// restaurant and most buyers have a VAT ID, which Peppol's code list names per country (9949 for
// Slovenia, 9930 for Germany …); a party without one, or from a country the list does not name,
// is addressed by its e-mail (scheme EM). See docs/decisions.md 71.
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';
import { centsToDecimal, unitPriceToDecimal } from '../../../domain/money.ts';
import type { InvoiceParty } from '../../../domain/invoice-parties.ts';
import type { IssuedDocument } from './document.ts';
import { paymentTerms } from './texts.ts';

export const UBL_CUSTOMIZATION_ID = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
export const UBL_PROFILE_ID = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';
export const UBL_NS = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  creditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
} as const;

/** Peppol EAS codes of VAT numbers, by ISO country (the VAT ID is given with its prefix). */
const VAT_EAS: Record<string, string> = {
  AD: '9922', AL: '9923', AT: '9914', BA: '9924', BE: '9925', BG: '9926', CH: '9927', CY: '9928', CZ: '9929', DE: '9930',
  EE: '9931', ES: '9920', FI: '0213', FR: '9957', GB: '9932', GR: '9933', HR: '9934', HU: '9910', IE: '9935', IT: '0211',
  LI: '9936', LT: '9937', LU: '9938', LV: '9939', MC: '9940', ME: '9941', MK: '9942', MT: '9943', NL: '9944', PL: '9945',
  PT: '9946', RO: '9947', RS: '9948', SI: '9949', SK: '9950', SM: '9951', TR: '9952', VA: '9953',
};
/** UN/ECE Rec. 20 "one": every line counts whole things (guests, meals, drinks). */
const UNIT_CODE = 'C62';
/** UNCL 4461: SEPA credit transfer. */
const SEPA_CREDIT_TRANSFER = '58';

/** A party's Peppol address: its VAT ID under its country's code, else its e-mail. */
export function endpointOf(party: InvoiceParty): { scheme: string; id: string } | null {
  const eas = party.vatId ? VAT_EAS[party.countryCode] : undefined;
  if (party.vatId && eas) return { scheme: eas, id: party.vatId };
  if (party.email) return { scheme: 'EM', id: party.email };
  return null;
}

/** A VAT rate in basis points as UBL's percent: 950 → "9.5", 2200 → "22". */
export function percentDecimal(rateBp: number): string {
  return (rateBp / 100).toFixed(2).replace(/\.?0+$/, '');
}

/** A unit net price with at least two and at most four decimals ("15.00", "16.4384"). */
export function priceDecimal(unitNetPrice: number): string {
  return unitPriceToDecimal(unitNetPrice).replace(/(\.\d\d\d?)0$/, '$1').replace(/(\.\d\d)0$/, '$1');
}

type El = XMLBuilder;
const cbc = (parent: El, name: string, text: string, attributes?: Record<string, string>) => parent.ele(UBL_NS.cbc, `cbc:${name}`, attributes).txt(text).up();
const cac = (parent: El, name: string) => parent.ele(UBL_NS.cac, `cac:${name}`);

function party(parent: El, role: 'AccountingSupplierParty' | 'AccountingCustomerParty', p: InvoiceParty): void {
  const node = cac(cac(parent, role), 'Party');
  const endpoint = endpointOf(p);
  if (endpoint) cbc(node, 'EndpointID', endpoint.id, { schemeID: endpoint.scheme });
  cbc(cac(node, 'PartyName'), 'Name', p.legalName);
  const address = cac(node, 'PostalAddress');
  cbc(address, 'StreetName', p.addressLine);
  cbc(address, 'CityName', p.city);
  cbc(address, 'PostalZone', p.postcode);
  cbc(cac(address, 'Country'), 'IdentificationCode', p.countryCode);
  if (p.vatId) {
    const tax = cac(node, 'PartyTaxScheme');
    cbc(tax, 'CompanyID', p.vatId);
    cbc(cac(tax, 'TaxScheme'), 'ID', 'VAT');
  }
  const legal = cac(node, 'PartyLegalEntity');
  cbc(legal, 'RegistrationName', p.legalName);
  if (p.registrationNumber) cbc(legal, 'CompanyID', p.registrationNumber);
  if (p.email) cbc(cac(node, 'Contact'), 'ElectronicMail', p.email);
}

function taxCategory(parent: El, name: 'TaxCategory' | 'ClassifiedTaxCategory', category: string, rateBp: number): void {
  const node = cac(parent, name);
  cbc(node, 'ID', category);
  cbc(node, 'Percent', percentDecimal(rateBp));
  cbc(cac(node, 'TaxScheme'), 'ID', 'VAT');
}

/** The document as UBL 2.1 XML (UTF-8, pretty-printed). */
export function renderUbl(doc: IssuedDocument): string {
  const credit = doc.kind === 'CREDIT_NOTE';
  const currency = { currencyID: doc.currency };
  const amount = (parent: El, name: string, cents: number) => cbc(parent, name, centsToDecimal(cents), currency);
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(credit ? UBL_NS.creditNote : UBL_NS.invoice, credit ? 'CreditNote' : 'Invoice', {
    'xmlns:cac': UBL_NS.cac,
    'xmlns:cbc': UBL_NS.cbc,
  });
  cbc(root, 'CustomizationID', UBL_CUSTOMIZATION_ID);
  cbc(root, 'ProfileID', UBL_PROFILE_ID);
  cbc(root, 'ID', doc.number);
  cbc(root, 'IssueDate', doc.issueDate);
  if (!credit) cbc(root, 'DueDate', doc.dueDate);
  // 386: a prepayment invoice (UNTDID 1001), for a deposit received.
  cbc(root, credit ? 'CreditNoteTypeCode' : 'InvoiceTypeCode', credit ? '381' : doc.kind === 'ADVANCE_INVOICE' ? '386' : '380');
  if (doc.note) cbc(root, 'Note', doc.note);
  cbc(root, 'DocumentCurrencyCode', doc.currency);
  // Peppol asks for the buyer's reference or an order reference (R003): the reservation's number.
  cbc(root, 'BuyerReference', doc.orderNumber ?? doc.number);
  if (doc.corrects) {
    const reference = cac(cac(root, 'BillingReference'), 'InvoiceDocumentReference');
    cbc(reference, 'ID', doc.corrects.number);
    cbc(reference, 'IssueDate', doc.corrects.issueDate);
  }
  party(root, 'AccountingSupplierParty', doc.seller);
  party(root, 'AccountingCustomerParty', doc.buyer);
  cbc(cac(root, 'Delivery'), 'ActualDeliveryDate', doc.supplyDate);
  if (!credit && doc.seller.iban) {
    const means = cac(root, 'PaymentMeans');
    cbc(means, 'PaymentMeansCode', SEPA_CREDIT_TRANSFER);
    // BT-83, the remittance information: the RF creditor reference banks carry back to us structured.
    cbc(means, 'PaymentID', doc.creditorReference ?? doc.paymentReference);
    const account = cac(means, 'PayeeFinancialAccount');
    cbc(account, 'ID', doc.seller.iban);
    cbc(account, 'Name', doc.seller.legalName);
    if (doc.seller.bic) cbc(cac(account, 'FinancialInstitutionBranch'), 'ID', doc.seller.bic);
  }
  cbc(cac(root, 'PaymentTerms'), 'Note', paymentTerms(doc));
  const taxTotal = cac(root, 'TaxTotal');
  amount(taxTotal, 'TaxAmount', doc.vatCents);
  for (const row of doc.vatBreakdown) {
    const subtotal = cac(taxTotal, 'TaxSubtotal');
    amount(subtotal, 'TaxableAmount', row.baseCents);
    amount(subtotal, 'TaxAmount', row.vatCents);
    taxCategory(subtotal, 'TaxCategory', row.vatCategory, row.vatRateBp);
  }
  const totals = cac(root, 'LegalMonetaryTotal');
  amount(totals, 'LineExtensionAmount', doc.netCents);
  amount(totals, 'TaxExclusiveAmount', doc.netCents);
  amount(totals, 'TaxInclusiveAmount', doc.totalCents);
  if (doc.roundingCents) amount(totals, 'PayableRoundingAmount', doc.roundingCents);
  amount(totals, 'PayableAmount', doc.payableCents);
  for (const line of doc.lines) {
    const node = cac(root, credit ? 'CreditNoteLine' : 'InvoiceLine');
    cbc(node, 'ID', String(line.position));
    cbc(node, credit ? 'CreditedQuantity' : 'InvoicedQuantity', String(line.quantity), { unitCode: UNIT_CODE });
    amount(node, 'LineExtensionAmount', line.netCents);
    const item = cac(node, 'Item');
    cbc(item, 'Name', line.description);
    taxCategory(item, 'ClassifiedTaxCategory', line.vatCategory, line.vatRateBp);
    cbc(cac(node, 'Price'), 'PriceAmount', priceDecimal(line.unitNetPrice), currency);
  }
  return root.end({ prettyPrint: true });
}
