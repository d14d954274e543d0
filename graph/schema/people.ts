// Who did something, as the API names them: the organisation's member who booked a reservation, took
// a step in its history or wrote a message, or the member of staff who did. A member whose personal
// data was erased is a neutral "former member"; clients never learn which member of staff it was
// (they see "staff"), as everywhere else.
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { memberName } from '../domain/organisation-members/names.ts';

export interface PersonShape {
  name: string | null;
  former: boolean;
  staff: boolean;
}

export interface MemberBits {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  erasedAt: Date | null;
}

export interface StaffBits {
  name: string;
  firstName: string | null;
  lastName: string | null;
}

export const PersonNameRef = builder.objectRef<PersonShape>('PersonName').implement({
  description: 'Who did something: an organisation’s member, or a member of staff. Names of staff are shown to staff only.',
  fields: (t) => ({
    name: t.exposeString('name', {
      nullable: true,
      description: 'Their name (a member’s as they gave it, else their address); null for a former member, and for staff when a client asks.',
    }),
    former: t.exposeBoolean('former', { description: 'A member whose personal data was erased on request: shown as “former member”.' }),
    staff: t.exposeBoolean('staff', { description: 'A member of the restaurant’s staff (a client sees “staff”, without the name).' }),
  }),
});


/**
 * The person behind a member or staff reference, for this viewer; null when neither is known.
 * byStaff: staff did it, even if that member of staff's row is gone (then unnamed).
 */
export function personOf(member: MemberBits | null | undefined, staff: StaffBits | null | undefined, ctx: Context, byStaff = false): PersonShape | null {
  if (!staff && byStaff) return { name: null, former: false, staff: true };
  if (staff) {
    const name = ctx.viewer.kind === 'staff' ? [staff.firstName, staff.lastName].filter(Boolean).join(' ') || staff.name : null;
    return { name, former: false, staff: true };
  }
  if (member) return { name: memberName(member), former: member.erasedAt !== null, staff: false };
  return null;
}

export const MEMBER_BITS = { select: { firstName: true, lastName: true, email: true, erasedAt: true } } as const;
export const STAFF_BITS = { select: { name: true, firstName: true, lastName: true } } as const;
