// `viewer`: who is signed in, as the web app needs it to pick its shell and guards.
import { builder } from '../builder.ts';
import type { Viewer } from '../auth/viewer.ts';
import type { Language } from '../i18n/messages.ts';
import { ClientRef } from './accounts.ts';
import { LanguageEnum } from './enums.ts';
import { StaffMemberRef } from './staff.ts';
import { OrganisationMemberRef } from './organisation-members/types.ts';
import { findFirstInOneStatement } from '../one-statement-reads/read.ts';
import { unreadAlongside } from './unread-alongside.ts';

const ViewerKindEnum = builder.enumType('ViewerKind', {
  description: 'Who is asking.',
  values: {
    ANONYMOUS: { description: 'Not signed in.' },
    CLIENT: { description: 'Signed in to an organisation account.' },
    STAFF: { description: 'Signed in as staff.' },
  } as const,
});

interface ViewerShape {
  viewer: Viewer;
  language: Language;
}

const ViewerRef = builder.objectRef<ViewerShape>('Viewer').implement({
  description: 'The person making the request.',
  fields: (t) => ({
    id: t.id({
      description: 'Stable per account ("anonymous" when signed out), so clients can cache by it.',
      resolve: ({ viewer }) => (viewer.kind === 'anonymous' ? 'viewer:anonymous' : `viewer:${viewer.kind}:${viewer.id}`),
    }),
    kind: t.field({
      type: ViewerKindEnum,
      description: 'Whether the request is anonymous, an organisation’s or staff’s.',
      resolve: ({ viewer }) => (viewer.kind === 'anonymous' ? 'ANONYMOUS' : viewer.kind === 'client' ? 'CLIENT' : 'STAFF'),
    }),
    language: t.field({ type: LanguageEnum, description: 'The language of this request’s texts and errors: the preferred_language cookie, else the account’s language, else Accept-Language (English by default).', resolve: ({ language }) => language }),
    client: t.prismaField({
      type: 'Client',
      nullable: true,
      description: 'The signed-in organisation’s account (null unless kind is CLIENT).',
      resolve: (query, { viewer }, _args, ctx) =>
        // The cards' unread counts come with their reservations (Reservation.unreadMessages reads them there).
        viewer.kind === 'client' ? findFirstInOneStatement(ctx.services, 'Client', { ...query, where: { id: viewer.id }, computed: unreadAlongside(ctx) }) : null,
    }),
    membership: t.prismaField({
      type: 'Membership',
      nullable: true,
      description: 'The signed-in person and their role in the organisation the session acts for (null unless kind is CLIENT, and for an API token).',
      resolve: (query, { viewer }, _args, ctx) =>
        viewer.kind === 'client' && viewer.memberId
          ? ctx.prisma.membership.findUnique({ ...query, where: { clientId_memberId: { clientId: viewer.id, memberId: viewer.memberId } } })
          : null,
    }),
    staff: t.prismaField({
      type: 'Staff',
      nullable: true,
      description: 'The signed-in member of staff (null unless kind is STAFF).',
      resolve: (query, { viewer }, _args, ctx) =>
        viewer.kind === 'staff' ? ctx.prisma.staff.findUnique({ ...query, where: { id: viewer.id } }) : null,
    }),
  }),
});

builder.queryField('viewer', (t) =>
  t.field({
    type: ViewerRef,
    description: 'Who is signed in (never fails; anonymous visitors get kind ANONYMOUS).',
    resolve: (_root, _args, ctx) => ({ viewer: ctx.viewer, language: ctx.language }),
  }),
);

// Keep the object types registered even before other modules reference them.
void ClientRef;
void StaffMemberRef;
void OrganisationMemberRef;
