// The bounds of what staff type on an invoice: read by the service, the schema and the web forms alike.

export const EXTRA_DESCRIPTION_MAX_LENGTH = 200;
export const EXTRAS_MAX = 50;
export const CREDIT_REASON_MAX_LENGTH = 500;
export const FEE_WAIVER_REASON_MAX_LENGTH = 500;
