// The conversation's mails: the count in correct plurals, the newest messages quoted and escaped,
// and the link to the thread.
import { describe, expect, it } from 'vitest';
import { newMessages } from './conversation-templates.ts';
import { renderTemplate } from './templates.ts';

const AT = new Date('2026-07-18T08:30:00Z');
const base = { name: 'Avtobusi Novak', orderNumber: 'K7M-Q4P', arrival: AT, type: 'LONG_STOP', guests: 42 } as const;

describe('conversation mails', () => {
  it('count new messages with Slovenian plurals', () => {
    expect([1, 2, 3, 4, 5, 101].map((n) => newMessages('sl', n))).toEqual([
      '1 novo sporočilo',
      '2 novi sporočili',
      '3 nova sporočila',
      '4 nova sporočila',
      '5 novih sporočil',
      '101 novo sporočilo',
    ]);
    expect(newMessages('en', 1)).toBe('1 new message');
    expect(newMessages('en', 3)).toBe('3 new messages');
  });

  it('tell the client in its language, quoting the newest three and linking to the thread', () => {
    const messages = ['one', 'two', 'three', 'four'].map((text) => ({ at: AT, text }));
    const data = { ...base, count: 4, messages, threadUrl: 'https://stopover.example/user/orders/current?conversation=K7M-Q4P' };
    const sl = renderTemplate('conversation.to_client', 'sl', data);
    expect(sl.subject).toBe('Rezervacija K7M-Q4P: 4 nova sporočila našega osebja');
    expect(sl.text).toContain('four');
    expect(sl.text).not.toContain('one\n');
    expect(sl.text).toContain('Starejša sporočila (1) so v pogovoru.');
    expect(sl.text).toContain(data.threadUrl);
    const en = renderTemplate('conversation.to_client', 'en', { ...data, count: 1, messages: [messages[0]!] });
    expect(en.subject).toBe('Reservation K7M-Q4P: 1 new message from our staff');
  });

  it('tell the staff inbox which client wrote, with the panel link, and escape what the client wrote', () => {
    const evil = '<img src=x onerror=alert(1)> & co';
    const mail = renderTemplate('conversation.to_staff', 'en', {
      client: evil,
      orderNumber: 'K7M-Q4P',
      type: 'SHORT_STOP',
      guests: 20,
      arrival: AT,
      count: 1,
      messages: [{ at: AT, text: evil }],
      panelUrl: 'https://stopover.example/adminis/orders/pending?open=K7M-Q4P',
    });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img');
    expect(mail.text).toContain(evil);
    expect(mail.subject).toContain('wrote about K7M-Q4P (1 new message)');
  });
});
