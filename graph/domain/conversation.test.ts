import { describe, expect, it } from 'vitest';
import {
  CLOSED_THREAD_OPEN_DAYS,
  isUnread,
  mailPlan,
  MAIL_WINDOW_MINUTES,
  MESSAGE_MAX_LENGTH,
  messageProblem,
  recipientOf,
  threadHasRoom,
  threadIsOpen,
  THREAD_MAX_MESSAGES,
} from './conversation.ts';

const NOW = new Date('2026-07-01T10:00:00Z');
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);
const days = (n: number) => new Date(NOW.getTime() + n * 86_400_000);

describe('a conversation message', () => {
  it('is trimmed text of 1 to 2,000 characters', () => {
    expect(messageProblem('  Yes, 13:00 works.  ')).toBeNull();
    expect(messageProblem('   \n\t ')).toBe('REQUIRED');
    expect(messageProblem('')).toBe('REQUIRED');
    expect(messageProblem('x'.repeat(MESSAGE_MAX_LENGTH))).toBeNull();
    expect(messageProblem(` ${'x'.repeat(MESSAGE_MAX_LENGTH)} `)).toBeNull();
    expect(messageProblem('x'.repeat(MESSAGE_MAX_LENGTH + 1))).toBe('TOO_LONG');
  });

  it('goes to the other side', () => {
    expect(recipientOf('CLIENT')).toBe('STAFF');
    expect(recipientOf('STAFF')).toBe('CLIENT');
  });
});

describe('a thread', () => {
  it('stays open while the reservation is open, whenever the arrival was', () => {
    for (const status of ['CREATED', 'WAITING', 'SCHEDULED'] as const) {
      expect(threadIsOpen({ status, arrivalAt: days(-100) }, NOW)).toBe(true);
    }
  });

  it(`closes ${CLOSED_THREAD_OPEN_DAYS} days after the arrival once finished or deleted`, () => {
    for (const status of ['FINISHED', 'DELETED'] as const) {
      expect(threadIsOpen({ status, arrivalAt: days(10) }, NOW), `${status} before arrival`).toBe(true);
      expect(threadIsOpen({ status, arrivalAt: days(-CLOSED_THREAD_OPEN_DAYS + 1) }, NOW)).toBe(true);
      expect(threadIsOpen({ status, arrivalAt: days(-CLOSED_THREAD_OPEN_DAYS) }, NOW)).toBe(false);
      expect(threadIsOpen({ status, arrivalAt: days(-200) }, NOW)).toBe(false);
    }
  });

  it(`holds at most ${THREAD_MAX_MESSAGES} messages`, () => {
    expect(threadHasRoom(0)).toBe(true);
    expect(threadHasRoom(THREAD_MAX_MESSAGES - 1)).toBe(true);
    expect(threadHasRoom(THREAD_MAX_MESSAGES)).toBe(false);
  });

  it('counts a message unread when written after the read mark', () => {
    expect(isUnread(NOW, null)).toBe(true);
    expect(isUnread(NOW, minutes(-1))).toBe(true);
    expect(isUnread(NOW, NOW)).toBe(false);
    expect(isUnread(NOW, minutes(1))).toBe(false);
  });
});

describe('the notification mail plan', () => {
  it('mails at once the first time and when the window since the last mail has passed', () => {
    expect(mailPlan({ mailAt: null, waiting: false }, NOW)).toEqual({ kind: 'send', at: NOW });
    expect(mailPlan({ mailAt: minutes(-MAIL_WINDOW_MINUTES), waiting: false }, NOW)).toEqual({ kind: 'send', at: NOW });
    expect(mailPlan({ mailAt: minutes(-60), waiting: false }, NOW)).toEqual({ kind: 'send', at: NOW });
  });

  it('holds a mail inside the window until it ends, and folds into one still waiting', () => {
    expect(mailPlan({ mailAt: minutes(-3), waiting: false }, NOW)).toEqual({ kind: 'send', at: minutes(MAIL_WINDOW_MINUTES - 3) });
    expect(mailPlan({ mailAt: minutes(7), waiting: true }, NOW)).toEqual({ kind: 'fold' });
  });
});
