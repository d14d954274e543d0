// The waiting list's vocabulary, shared by the client's list and the staff's day section.
import { defineMessages, type MessageDescriptor } from 'react-intl';

export type EntryStatus = 'WAITING' | 'OFFERED' | 'BOOKED' | 'LEFT' | 'ENDED';

export const statusText: Record<EntryStatus, MessageDescriptor> = defineMessages({
  WAITING: { id: 'waitlist.status.waiting' },
  OFFERED: { id: 'waitlist.status.offered' },
  BOOKED: { id: 'waitlist.status.booked' },
  LEFT: { id: 'waitlist.status.left' },
  ENDED: { id: 'waitlist.status.ended' },
});

export const isOpenStatus = (status: string) => status === 'WAITING' || status === 'OFFERED';
