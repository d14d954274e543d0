// The driver's link in the organiser's mails: the confirmation and the reconfirmation carry it,
// in the recipient's language, when the reservation has one; without one they say nothing of it.
import { describe, expect, it } from 'vitest';
import { renderTemplate } from './templates.ts';

const DRIVER_URL = 'https://stopover.example/driver/aaa.bbb.ccc';
const facts = { name: 'Alpine Coaches', orderNumber: 'K7M-Q4P', arrival: new Date('2026-11-28T11:30:00Z'), type: 'LONG_STOP' as const, guests: 40 };

describe('the driver link in mails', () => {
  it('is in the confirmation and the reconfirmation, in each language', () => {
    for (const language of ['en', 'sl'] as const) {
      const scheduled = renderTemplate('reservation.scheduled', language, { ...facts, note: null, driverUrl: DRIVER_URL });
      const reconfirm = renderTemplate('reservation.reconfirm', language, { ...facts, confirmUrl: 'https://stopover.example/reconfirm/x', changeUrl: 'https://stopover.example/reconfirm/x?change=1', driverUrl: DRIVER_URL });
      for (const mail of [scheduled, reconfirm]) {
        expect(mail.text).toContain(DRIVER_URL);
        expect(mail.text).toContain(language === 'en' ? 'Share this link with your driver' : 'To povezavo delite z voznikom');
      }
    }
  });
  it('is left out when there is none', () => {
    expect(renderTemplate('reservation.scheduled', 'en', { ...facts, note: null }).text).not.toContain('/driver/');
  });
});
