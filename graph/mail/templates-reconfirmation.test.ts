// The reconfirmation mail asks the question in the client's language with the local time and day,
// and the digest lists the day's arrivals with their reconfirmation state.
import { describe, expect, it } from 'vitest';
import { renderTemplate } from './templates.ts';
import { whenInQuestion } from './templates-reconfirmation.ts';

const SATURDAY_NOON = new Date('2026-11-28T11:30:00Z'); // 12:30 in Ljubljana (CET)
const data = {
  name: 'Alpine Coaches',
  orderNumber: 'K7M-Q4P',
  arrival: SATURDAY_NOON,
  type: 'LONG_STOP' as const,
  guests: 40,
  confirmUrl: 'https://stopover.example/reconfirm/abc',
  changeUrl: 'https://stopover.example/reconfirm/abc?change=1',
};

describe('the reconfirmation mail', () => {
  it('asks in English and Slovenian, on the Ljubljana clock', () => {
    expect(renderTemplate('reservation.reconfirm', 'en', data).subject).toBe('Reservation K7M-Q4P: still 40 guests at 12:30 on Saturday 28 November?');
    expect(renderTemplate('reservation.reconfirm', 'sl', data).subject).toBe('Rezervacija K7M-Q4P: še vedno 40 gostov ob 12:30 v soboto, 28. novembra?');
    expect(renderTemplate('reservation.reconfirm', 'sl', { ...data, guests: 2 }).subject).toBe('Rezervacija K7M-Q4P: še vedno 2 gosta ob 12:30 v soboto, 28. novembra?');
    // Summer time: 10:30 UTC is 12:30 in Ljubljana.
    expect(whenInQuestion('en', new Date('2026-07-18T10:30:00Z'))).toBe('at 12:30 on Saturday 18 July');
  });

  it('carries both links and the order number', () => {
    for (const language of ['en', 'sl'] as const) {
      const mail = renderTemplate('reservation.reconfirm', language, data);
      expect(mail.text).toContain(data.confirmUrl);
      expect(mail.text).toContain(data.changeUrl);
      expect(mail.text).toContain('K7M-Q4P');
      expect(mail.html).toContain('href="https://stopover.example/reconfirm/abc"');
    }
  });
});

describe('the morning digest', () => {
  const arrivals = [
    { time: '10:30', orderNumber: 'K7M-Q4P', client: 'Alpine <Coaches>', type: 'LONG_STOP' as const, guests: 40, reconfirmed: true, asked: true },
    { time: '12:00', orderNumber: 'ABC-DEF', client: 'Avtobusi Novak', type: 'SHORT_STOP' as const, guests: 5, reconfirmed: false, asked: true },
    { time: '15:00', orderNumber: 'XYZ-QRS', client: 'Late Booker', type: 'SHORT_STOP' as const, guests: 1, reconfirmed: false, asked: false },
  ];
  it('lists the arrivals with their state, in each language', () => {
    const en = renderTemplate('staff.digest', 'en', { day: SATURDAY_NOON, arrivals, queueUrl: 'https://stopover.example/adminis/day-sheet' });
    expect(en.subject).toBe('Arrivals on 28 November 2026: 3 groups, 46 guests');
    expect(en.text).toContain('10:30 · K7M-Q4P');
    expect(en.text).toContain('reconfirmed');
    expect(en.text).toContain('not reconfirmed yet');
    expect(en.text).toContain('not asked');
    expect(en.html).toContain('Alpine &lt;Coaches&gt;');
    const sl = renderTemplate('staff.digest', 'sl', { day: SATURDAY_NOON, arrivals, queueUrl: 'https://stopover.example/adminis/day-sheet' });
    expect(sl.subject).toBe('Prihodi 28. november 2026: 3 skupine, 46 gostov');
    expect(sl.text).toContain('gostje potrjeni');
    expect(sl.text).toContain('Dolg postanek');
  });
});
