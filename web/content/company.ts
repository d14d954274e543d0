// Who runs Stopover: the controller named in the privacy policy and the party to the terms of
// service. Legal texts name it literally (not from the editable site contact details), so that a
// change in the footer never silently changes a legal document.
export const COMPANY = {
  name: 'Stopover d.o.o.',
  street: 'Tržaška cesta 1',
  postcode: '1370',
  town: 'Logatec',
  country: { en: 'Slovenia', sl: 'Slovenija' },
  email: 'rezervacije@stopover.si',
  phone: '+386 1 750 00 00',
} as const;

/** The Slovenian supervisory authority for data protection. */
export const INFORMATION_COMMISSIONER = {
  name: { en: 'Information Commissioner of the Republic of Slovenia', sl: 'Informacijski pooblaščenec Republike Slovenije' },
  street: 'Dunajska cesta 22',
  postcode: '1000',
  town: 'Ljubljana',
  web: 'https://www.ip-rs.si',
  email: 'gp.ip@ip-rs.si',
} as const;

/** When each document takes effect (docs/product.md § Policies). */
export const EFFECTIVE_DATES = {
  terms: '2024-10-23',
  privacy: '2025-02-21',
  cookies: '2025-02-21',
} as const;
