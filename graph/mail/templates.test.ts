// Every template in both languages: complete, escaped, correct Slovenian plurals, order numbers
// shown, times in Ljubljana's local time (summer and winter).
import { describe, expect, it } from 'vitest';
import type { Language } from '../i18n/messages.ts';
import { findUrls } from './escape.ts';
import { discardedTermsIn } from '../domain/wording.ts';
import { MESSAGES } from '../i18n/messages.ts';
import { daysFor, formatArrival, guestCount, hoursFor, minutesFor } from './format.ts';
import { readFileSync } from 'node:fs';
import { MAIL_COLORS } from './layout.ts';
import { renderTemplate, TEMPLATE_NAMES, type TemplateData, type TemplateName } from './templates.ts';

const SUMMER = new Date('2026-07-18T08:30:00Z'); // 10:30 in Ljubljana (CEST, UTC+2)
const WINTER = new Date('2026-01-17T08:30:00Z'); // 09:30 in Ljubljana (CET, UTC+1)
const ORDER = 'SO-7K2P9';
const base = { name: 'Avtobusi Novak d.o.o.', orderNumber: ORDER, arrival: SUMMER, type: 'LONG_STOP', guests: 42 } as const;

const SAMPLES: { [K in TemplateName]: TemplateData[K] } = {
  'waiting_list.offer': { name: 'Avtobusi Novak d.o.o.', arrival: SUMMER, type: 'LONG_STOP', guests: 42, expiresAt: WINTER, offerUrl: 'http://localhost:4000/waiting-list/offer/tok_789' },
  'account.verify': { name: 'Ana Novak', verifyUrl: 'http://localhost:4000/login/verify/tok_123', expiresHours: 24 },
  'account.approved': { name: 'Ana Novak', signInUrl: 'http://localhost:4000/login' },
  'account.password_reset': { name: 'Ana Novak', resetUrl: 'http://localhost:4000/reset-password/tok_456', expiresMinutes: 60 },
  'account.exists': { name: 'Ana Novak', signInUrl: 'http://localhost:4000/login', resetUrl: 'http://localhost:4000/login?mode=forgot' },
  'account.blocked': { name: 'Ana Novak', reason: 'Repeated no-shows.' },
  'account.unblocked': { name: 'Ana Novak' },
  'account.deleted': { name: 'Ana Novak', purgeDate: new Date('2026-10-16T10:00:00Z') },
  'account.rejected': { name: 'Ana Novak' },
  'account.details_changed': {
    name: 'Ana Novak',
    changes: [
      { field: 'phone', from: '+386 1 111 1111', to: '+386 1 234 5678' },
      { field: 'language', from: 'en', to: 'sl' },
      { field: 'contactInfo', from: null, to: 'Dispatch desk' },
    ],
  },
  'staff.invitation': {
    name: 'Maja Kos',
    inviterName: 'Manager',
    email: 'maja@example.com',
    setPasswordUrl: 'http://localhost:4000/staff-invitation/tok_789',
    expiresDays: 7,
  },
  'member.invitation': {
    organisationName: 'Alpe Tours',
    inviterName: 'Ana Novak',
    role: 'BOOKER',
    email: 'jure@example.com',
    acceptUrl: 'http://localhost:4000/invitation/tok_321',
    expiresDays: 7,
  },
  'reservation.created': {
    ...base,
    seatReservation: true,
    responsiblePerson: 'Marko Kovač',
    message: 'Two vegetarians.\nOne wheelchair.',
    listUrl: 'http://localhost:4000/user/orders/current',
  },
  'reservation.staff_notice': {
    client: 'Avtobusi Novak d.o.o.',
    orderNumber: ORDER,
    type: 'SHORT_STOP',
    guests: 42,
    arrival: SUMMER,
    panelUrl: 'http://localhost:4000/adminis/orders/pending?open=K7M-Q4P',
  },
  'reservation.scheduled': { ...base, note: 'Please park at the back.' },
  'reservation.waiting': { ...base, note: 'Can you arrive 30 minutes later?' },
  'reservation.declined': { ...base, reason: 'We are fully booked that day.' },
  'reservation.cancelled': { ...base, reason: 'The road is closed that day.' },
  'reservation.no_show': { ...base, note: 'We waited until 13:30.' },
  'reservation.updated': { ...base, changes: [{ label: 'Guests', from: '40 guests', to: '42 guests' }], note: null },
  'conversation.to_client': {
    ...base,
    count: 2,
    messages: [
      { at: SUMMER, text: 'Could you arrive 30 minutes later?' },
      { at: SUMMER, text: 'The terrace is free then.' },
    ],
    threadUrl: 'http://localhost:4000/user/orders/current?conversation=K7M-Q4P',
  },
  'conversation.to_staff': {
    client: 'Avtobusi Novak d.o.o.',
    orderNumber: ORDER,
    type: 'LONG_STOP',
    guests: 42,
    arrival: SUMMER,
    count: 1,
    messages: [{ at: SUMMER, text: 'Yes, 13:00 works for us.' }],
    panelUrl: 'http://localhost:4000/adminis/orders/pending?open=K7M-Q4P',
  },
  'reservation.meals_changed': {
    name: 'Avtobusi Novak d.o.o.',
    orderNumber: ORDER,
    arrival: SUMMER,
    guests: 42,
    preorder: {
      dishes: [{ menuItemId: 'a', nameEn: 'Goulash', nameSl: 'Golaž', priceCents: null, quantity: 30 }],
      vegetarian: 4,
      vegan: 1,
      allergens: { GLUTEN: 2 },
      driverMeals: 1,
      guideMeals: 1,
    },
    estimate: { guestsCents: 77700, dishesCents: 0, crewMeals: 2, crewCents: 0, totalCents: 77700 },
    currency: 'EUR',
    listUrl: 'http://localhost:4000/user/orders/current',
  },
  'reservation.meals_staff_notice': {
    client: 'Avtobusi Novak d.o.o.',
    orderNumber: ORDER,
    arrival: SUMMER,
    guests: 42,
    preorder: null,
    estimate: { guestsCents: 77700, dishesCents: 0, crewMeals: 0, crewCents: 0, totalCents: 77700 },
    currency: 'EUR',
    panelUrl: 'http://localhost:4000/adminis/orders/pending?open=K7M-Q4P',
  },
  'webhook.disabled': { name: 'Alpine Coaches', url: 'https://hooks.example.com/stopover', failures: 8, manageUrl: 'https://stopover.example/profile' },
  'reservation.reconfirm': { ...base, confirmUrl: 'http://localhost:4000/reconfirm/tok_1', changeUrl: 'http://localhost:4000/reconfirm/tok_1?change=1' },
  'staff.digest': {
    day: SUMMER,
    arrivals: [
      { time: '10:30', orderNumber: ORDER, client: 'Avtobusi Novak d.o.o.', type: 'LONG_STOP', guests: 42, reconfirmed: true, asked: true },
      { time: '12:00', orderNumber: 'ABC-DEF', client: 'Alpine Coaches', type: 'SHORT_STOP', guests: 3, reconfirmed: false, asked: true },
    ],
    queueUrl: 'http://localhost:4000/adminis/day-sheet',
  },
  'invoice.issued': {
    name: 'Avtobusi Novak d.o.o.',
    kind: 'INVOICE',
    number: '2026-00042',
    issueDate: '2026-07-20',
    amountCents: 77700,
    currency: 'EUR',
    payment: { dueDate: '2026-08-03', iban: 'SI56191000000123438', reference: `2026-00042 / ${ORDER}` },
    correctsNumber: null,
    orderNumber: ORDER,
  },
  'deposit.requested': {
    name: 'Avtobusi Novak d.o.o.',
    number: '2026-D00007',
    orderNumber: ORDER,
    arrival: SUMMER,
    amountCents: 15000,
    currency: 'EUR',
    dueDate: '2026-07-10',
    iban: 'SI56191000000123438',
    bic: 'LJBASI2X',
    payee: 'Gostilna ob cesti d.o.o.',
    reference: 'RF712026200007',
    qrCid: 'epc-qr-1@stopover',
  },
  'deposit.overdue': {
    name: 'Avtobusi Novak d.o.o.',
    number: '2026-D00007',
    orderNumber: ORDER,
    arrival: SUMMER,
    amountCents: 15000,
    currency: 'EUR',
    dueDate: '2026-07-10',
    reference: 'RF712026200007',
    needsCoordination: true,
  },
  'deposit.overdue_staff': {
    name: 'Avtobusi Novak d.o.o.',
    client: 'Avtobusi Novak d.o.o.',
    number: '2026-D00007',
    orderNumber: ORDER,
    arrival: SUMMER,
    amountCents: 15000,
    currency: 'EUR',
    dueDate: '2026-07-10',
    needsCoordination: false,
    panelUrl: 'http://localhost:4000/adminis/orders/pending?open=SO-7K2P9',
  },
  'invoice.reminder': {
    name: 'Avtobusi Novak d.o.o.',
    kind: 'INVOICE',
    number: '2026-00042',
    issueDate: '2026-07-20',
    dueDate: '2026-08-03',
    step: 1,
    daysOverdue: 21,
    payableCents: 77700,
    openCents: 27700,
    currency: 'EUR',
    iban: 'SI56191000000123438',
    reference: 'RF712026000421',
    orderNumber: ORDER,
  },
};

const render = <K extends TemplateName>(name: K, language: Language, data: TemplateData[K] = SAMPLES[name]) =>
  renderTemplate(name, language, data);

describe('mail templates', () => {
  it('has a sample for every template', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...TEMPLATE_NAMES].sort());
    expect(TEMPLATE_NAMES).toHaveLength(32);
  });

  for (const name of TEMPLATE_NAMES) {
    it(`${name} renders in English and Slovenian`, () => {
      const en = render(name, 'en');
      const sl = render(name, 'sl');
      for (const [language, mail] of [['en', en], ['sl', sl]] as const) {
        expect(mail.subject.trim(), language).not.toBe('');
        expect(mail.subject).not.toMatch(/[\r\n]/);
        expect(mail.text, language).toMatch(/\S/);
        expect(mail.html.startsWith('<!DOCTYPE html>'), language).toBe(true);
        expect(mail.html).toContain(`<html lang="${language}">`);
        // Header, footer with the company and why the recipient gets the mail.
        expect(mail.html).toContain('>Stopover</td>');
        for (const part of [mail.html, mail.text]) {
          expect(part).toContain('Stopover d.o.o.');
          expect(part).toContain('Tržaška cesta 1, 1370 Logatec, ' + (language === 'sl' ? 'Slovenija' : 'Slovenia'));
          expect(part).toMatch(language === 'sl' ? /To sporočilo ste prejeli, ker/ : /You are receiving this email because/);
        }
        // The text part stands on its own: no markup, and every link of the HTML part is in it.
        expect(mail.text).not.toMatch(/<\/?[a-z][^>]*>/i);
        const hrefs = [...mail.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
        for (const href of hrefs) expect(mail.text).toContain(href);
      }
      expect(sl.subject).not.toBe(en.subject);
      expect(sl.text).not.toBe(en.text);
    });
  }

  it('uses the agreed Slovenian wording', () => {
    expect(render('account.verify', 'sl').subject).toBe('Potrdite svoj e-poštni naslov');
    expect(render('account.approved', 'sl').subject).toBe('Vaš račun je odobren');
    expect(render('account.verify', 'en').subject).toBe('Verify your email address');
    expect(render('account.approved', 'en').subject).toBe('Your account has been approved');
    expect(render('reservation.created', 'sl').text).toContain('Dolg postanek');
    expect(render('reservation.staff_notice', 'sl').text).toContain('Kratek postanek');
    expect(render('reservation.created', 'sl').text).toContain('Rezervacija sedežev: Da');
  });

  it('says each thing with one word, as the web app does', () => {
    for (const name of TEMPLATE_NAMES) {
      for (const language of ['en', 'sl'] as const) {
        const mail = render(name, language);
        expect(discardedTermsIn(language, `${mail.subject}\n${mail.text}`), `${name} ${language}`).toEqual([]);
      }
    }
    for (const [code, texts] of Object.entries(MESSAGES)) {
      for (const language of ['en', 'sl'] as const) expect(discardedTermsIn(language, texts[language]), code).toEqual([]);
    }
  });

  it("wears the website's burgundy, not colours of its own", () => {
    const css = readFileSync(new URL('../../web/styles/tokens.css', import.meta.url), 'utf8');
    const token = (name: string) => new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(css)?.[1]?.toLowerCase();
    expect(MAIL_COLORS.brand).toBe(token('brand'));
    expect(MAIL_COLORS.accent).toBe(token('accent'));
    expect(MAIL_COLORS.text).toBe(token('text'));
    expect(MAIL_COLORS.page).toBe(token('bg'));
    const html = render('account.verify', 'en').html;
    expect(html).toContain(`background-color:${MAIL_COLORS.brand}`);
    // The old green and orange are gone.
    expect(html).not.toMatch(/#1f4d44|#c4561b/i);
  });

  it('escapes every interpolated value in the HTML part and keeps it readable in the text part', () => {
    const evil = `<script>alert("x")</script> & 'quotes'`;
    const mails = [
      render('account.blocked', 'en', { name: evil, reason: evil }),
      render('reservation.created', 'sl', { ...SAMPLES['reservation.created'], name: evil, responsiblePerson: evil, message: evil, orderNumber: evil }),
      render('reservation.staff_notice', 'en', { ...SAMPLES['reservation.staff_notice'], client: evil }),
      render('reservation.updated', 'sl', { ...base, changes: [{ label: evil, from: evil, to: evil }], note: evil }),
      render('reservation.declined', 'en', { ...base, name: evil, reason: evil }),
    ];
    for (const mail of mails) {
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).not.toContain(`"x"`);
      expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;');
      expect(mail.text).toContain(evil);
    }
    // A subject is one line even when the organisation's name is not.
    const notice = render('reservation.staff_notice', 'en', { ...SAMPLES['reservation.staff_notice'], client: 'Bus\r\nBcc: x@y.z' });
    expect(notice.subject).toContain('Bus Bcc: x@y.z');
    expect(notice.subject).not.toMatch(/[\r\n]/);
  });

  it('refuses links that are not http(s)', () => {
    expect(() => render('account.verify', 'en', { name: 'A', verifyUrl: 'javascript:alert(1)', expiresHours: 24 })).toThrow(/http/);
    expect(() => render('account.approved', 'en', { name: 'A', signInUrl: '/login' })).toThrow(/absolute/);
  });

  it('keeps multi-line messages as lines', () => {
    const mail = render('reservation.created', 'en');
    expect(mail.html).toContain('Two vegetarians.<br>One wheelchair.');
    expect(mail.text).toContain('> Two vegetarians.\n> One wheelchair.');
  });

  it('uses the four Slovenian plural forms for guests', () => {
    expect(guestCount('sl', 1)).toBe('1 gost');
    expect(guestCount('sl', 2)).toBe('2 gosta');
    expect(guestCount('sl', 3)).toBe('3 gostje');
    expect(guestCount('sl', 4)).toBe('4 gostje');
    expect(guestCount('sl', 5)).toBe('5 gostov');
    expect(guestCount('sl', 101)).toBe('101 gost');
    expect(guestCount('sl', 102)).toBe('102 gosta');
    expect(guestCount('en', 1)).toBe('1 guest');
    expect(guestCount('en', 101)).toBe('101 guests');
    for (const [guests, words] of [[1, '1 gost'], [2, '2 gosta'], [3, '3 gostje'], [5, '5 gostov'], [101, '101 gost']] as const) {
      const mail = render('reservation.created', 'sl', { ...SAMPLES['reservation.created'], guests });
      expect(mail.text).toContain(`Velikost skupine: ${words}\n`);
      expect(mail.html).toContain(`>${words}</td>`);
    }
    expect(render('reservation.staff_notice', 'sl', { ...SAMPLES['reservation.staff_notice'], guests: 3 }).subject).toContain('3 gostje');
  });

  it('inflects hours and minutes after "velja"', () => {
    expect([1, 2, 3, 24].map((n) => hoursFor('sl', n))).toEqual(['1 uro', '2 uri', '3 ure', '24 ur']);
    expect([1, 2, 4, 30].map((n) => minutesFor('sl', n))).toEqual(['1 minuto', '2 minuti', '4 minute', '30 minut']);
    expect(render('account.verify', 'sl').text).toContain('Povezava velja 24 ur.');
    expect(render('account.password_reset', 'en').text).toContain('valid for 60 minutes');
    expect([1, 2, 3, 7].map((n) => daysFor('sl', n))).toEqual(['1 dan', '2 dneva', '3 dni', '7 dni']);
    expect(render('staff.invitation', 'sl').text).toContain('Povezava velja 7 dni');
    expect(render('staff.invitation', 'en').text).toContain('valid for 7 days and works only once');
  });

  it('gives an invited member of staff the address to sign in with and one link', () => {
    const mail = render('staff.invitation', 'en');
    expect(mail.text).toContain('maja@example.com');
    expect(findUrls(mail.text)).toEqual(['http://localhost:4000/staff-invitation/tok_789']);
  });

  it('invites a person to an organisation with its name, the role and one link, in either language', () => {
    const en = render('member.invitation', 'en');
    expect(en.subject).toBe('Alpe Tours invites you to Stopover');
    expect(en.text).toContain('jure@example.com');
    expect(en.text).toContain('Booker');
    expect(en.text).toContain('valid for 7 days and works only once');
    expect(findUrls(en.text)).toEqual(['http://localhost:4000/invitation/tok_321']);
    const sl = render('member.invitation', 'sl');
    expect(sl.subject).toBe('Alpe Tours vas vabi v Stopover');
    expect(sl.text).toContain('Rezervator');
    expect(sl.text).toContain('Povezava velja 7 dni');
  });

  it('shows the order number prominently in every reservation mail', () => {
    for (const name of TEMPLATE_NAMES.filter((n) => n.startsWith('reservation.'))) {
      for (const language of ['en', 'sl'] as const) {
        const mail = render(name, language);
        expect(mail.subject, `${name} ${language}`).toContain(ORDER);
        expect(mail.text).toMatch(new RegExp(`^(ORDER NUMBER|ŠTEVILKA REZERVACIJE): ${ORDER}$`, 'm'));
        expect(mail.html).toMatch(new RegExp(`font-size:26px[^>]*>${ORDER}</div>`));
      }
    }
  });

  it('shows arrival times in Ljubljana local time, summer and winter', () => {
    expect(formatArrival('en', SUMMER)).toBe('Saturday, 18 July 2026 at 10:30 (Slovenian time)');
    expect(formatArrival('sl', SUMMER)).toBe('sobota, 18. julij 2026 ob 10:30 (po slovenskem času)');
    expect(formatArrival('en', WINTER)).toContain('Saturday, 17 January 2026 at 09:30');
    expect(formatArrival('sl', WINTER)).toContain('sobota, 17. januar 2026 ob 09:30');
    for (const name of TEMPLATE_NAMES.filter((n) => n.startsWith('reservation.'))) {
      const summer = render(name, 'sl');
      expect(summer.text, name).toContain('ob 10:30');
      expect(summer.html, name).toContain('ob 10:30');
      const winter = render(name, 'en', { ...SAMPLES[name], arrival: WINTER });
      expect(winter.text, name).toContain('at 09:30');
    }
  });

  it('states the cancellation terms the reservation was booked under, in the client’s language', () => {
    const cancellation = { tiers: [{ hoursBefore: 72, percent: 30 }], noShowPercent: 90 };
    const created = render('reservation.created', 'en', { ...SAMPLES['reservation.created'], cancellation });
    expect(created.text.replace(/\u00a0/g, ' ')).toContain('Cancellation terms: Free cancellation until 72 hours before arrival; after that 30 % of the booked guests’ price; no-show 90 %.');
    const confirmed = render('reservation.scheduled', 'sl', { ...base, note: null, cancellation });
    expect(confirmed.text.replace(/\u00a0/g, ' ')).toContain('Pogoji odpovedi: Brezplačna odpoved do 72 ur pred prihodom; pozneje 30 % cene za rezervirane goste; neprihod 90 %.');
    // Mails queued before the terms were kept say nothing of them.
    expect(render('reservation.scheduled', 'en', { ...base, note: null }).text).not.toContain('Cancellation terms');
  });

  it('lists each change of an updated reservation', () => {
    const mail = render('reservation.updated', 'sl', {
      ...base,
      changes: [
        { label: 'Gostje', from: '40 gostov', to: '42 gostov' },
        { label: 'Prihod', from: '10:00', to: '10:30' },
      ],
      note: null,
    });
    expect(mail.text).toContain('- Gostje: 40 gostov → 42 gostov\n- Prihod: 10:00 → 10:30');
    expect(mail.html).toContain('>Prej</td>');
    expect(mail.html).toContain('text-decoration:line-through;">40 gostov</td>');
    // No note, no empty note box.
    expect(mail.text).not.toContain('Sporočilo našega osebja');
  });

  it('puts the links where a person can copy them from the text part', () => {
    expect(findUrls(render('account.verify', 'en').text)).toEqual(['http://localhost:4000/login/verify/tok_123']);
    expect(findUrls(render('account.password_reset', 'sl').text)).toEqual(['http://localhost:4000/reset-password/tok_456']);
    expect(findUrls('See https://a.example/x. And (http://b.example/y).')).toEqual(['https://a.example/x', 'http://b.example/y']);
  });
});
