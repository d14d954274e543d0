// Codes of the billing rules that mutations elsewhere run into: a reservation that ends with nothing
// to invoice has its paid deposits credited, and money that pays a deposit request gets an advance
// invoice — both are invoices, which need the restaurant's (and the client's) billing details.
export const DEPOSIT_CREDIT_ERROR = [
  'SELLER_DETAILS_MISSING',
  'a paid deposit is to be credited and the restaurant’s billing details are incomplete (extensions.missing)',
] as const;

export const ADVANCE_INVOICE_ERRORS = [
  ['BILLING_DETAILS_MISSING', 'the money pays a deposit request and the organisation has no billing details for its advance invoice'],
  ['SELLER_DETAILS_MISSING', 'the money pays a deposit request and the restaurant’s billing details are incomplete (extensions.missing)'],
] as const;
