// Who a reservation's mails go to: the organisation's notification address, in the organisation's
// language, and the member the mail concerns in theirs — the member who acted, for what a client did
// (a booking, a message, a meal change), or the member who booked, for what staff did (a confirmation,
// a rejection). The member is left out when they no longer belong to the organisation, were erased,
// or share the organisation's address; each recipient gets its own outbox row.
import type { Client, Member, Prisma } from '../generated/prisma/client.ts';
import type { Language } from '../i18n/messages.ts';
import { displayName } from './reservations-mail.ts';

export interface MailRecipient {
  email: string;
  language: Language;
  /** The greeting's name: the organisation's contact for its address, the member's own for theirs. */
  name: string;
}

type Db = Pick<Prisma.TransactionClient, 'member'>;

export function organisationRecipient(org: Pick<Client, 'email' | 'language' | 'firstName' | 'lastName' | 'name'>): MailRecipient {
  return { email: org.email, language: org.language, name: displayName(org) };
}

/** The organisation's address first, then the member (when still a member with an address of their own). */
export async function reservationRecipients(
  db: Db,
  org: Pick<Client, 'id' | 'email' | 'language' | 'firstName' | 'lastName' | 'name'>,
  memberId: string | null | undefined,
): Promise<MailRecipient[]> {
  return recipientsWith(org, await readMemberContact(db, org.id, memberId));
}

/** How to reach the member, if still one of the organisation's. */
export async function readMemberContact(db: Db, clientId: string, memberId: string | null | undefined): Promise<MemberContact | null> {
  if (!memberId) return null;
  return db.member.findFirst({
    where: { id: memberId, memberships: { some: { clientId } } },
    select: MEMBER_CONTACT,
  });
}

/** The member's fields a mail needs. */
export const MEMBER_CONTACT = { email: true, language: true, firstName: true, lastName: true, erasedAt: true } as const;

/** A member's contact and the organisations they belong to, for `contactIfMember` (a read of them beside another row). */
export const MEMBER_CONTACT_AND_MEMBERSHIPS = { ...MEMBER_CONTACT, memberships: { select: { clientId: true } } } as const;

/** readMemberContact's answer over a member read with MEMBER_CONTACT_AND_MEMBERSHIPS. */
export function contactIfMember(member: (MemberContact & { memberships: Array<{ clientId: string }> }) | null, clientId: string): MemberContact | null {
  if (!member?.memberships.some((m) => m.clientId === clientId)) return null;
  const { email, language, firstName, lastName, erasedAt } = member;
  return { email, language, firstName, lastName, erasedAt };
}

export type MemberContact = Pick<Member, 'email' | 'language' | 'firstName' | 'lastName' | 'erasedAt'>;

/** reservationRecipients over the member already read. */
export function recipientsWith(org: Pick<Client, 'email' | 'language' | 'firstName' | 'lastName' | 'name'>, member: MemberContact | null): MailRecipient[] {
  const recipients = [organisationRecipient(org)];
  if (!member?.email || member.erasedAt || member.email.toLowerCase() === org.email.toLowerCase()) return recipients;
  const name = [member.firstName, member.lastName].filter(Boolean).join(' ') || displayName(org);
  recipients.push({ email: member.email, language: member.language, name });
  return recipients;
}
