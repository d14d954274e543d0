// A member's role in words, and the sentence a page shows a role that may not use it ("Your role
// (Viewer) cannot book."). Shared by the shell (header, tabs) and the client pages.
import type { ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { useMay, useMemberRole, type MemberAbility, type MemberRole } from '../auth/abilities.ts';
import { Alert } from './Notice.tsx';

export const roleNames = defineMessages({
  OWNER: { id: 'role.name.OWNER' },
  BOOKER: { id: 'role.name.BOOKER' },
  ACCOUNTANT: { id: 'role.name.ACCOUNTANT' },
  VIEWER: { id: 'role.name.VIEWER' },
});

export const roleDescriptions = defineMessages({
  OWNER: { id: 'role.description.OWNER' },
  BOOKER: { id: 'role.description.BOOKER' },
  ACCOUNTANT: { id: 'role.description.ACCOUNTANT' },
  VIEWER: { id: 'role.description.VIEWER' },
});

/** What a refused role cannot do, one sentence per ability. */
const refusals: Record<MemberAbility, MessageDescriptor> = defineMessages({
  book: { id: 'role.cannot.book' },
  money: { id: 'role.cannot.money' },
  manage: { id: 'role.cannot.manage' },
  read: { id: 'role.cannot.read' },
});

export function RoleName(props: { role: MemberRole }) {
  return <FormattedMessage {...roleNames[props.role]} />;
}

export function useRoleName(): (role: MemberRole) => string {
  const intl = useIntl();
  return (role) => intl.formatMessage(roleNames[role]);
}

/** "Your role (Accountant) cannot book reservations. …" with a way back to the overview. */
export function RoleRefusal(props: { ability: MemberAbility; role?: MemberRole | null }) {
  const intl = useIntl();
  const known = useMemberRole();
  const role = props.role ?? known;
  const name = role ? intl.formatMessage(roleNames[role]) : '';
  return (
    <div className="role-refusal" data-testid="role-refusal">
      <Alert tone="info">
        {intl.formatMessage(refusals[props.ability], { role: name })}{' '}
        <FormattedMessage id="role.cannot.askOwner" />{' '}
        <Link to="/user/dashboard">
          <FormattedMessage id="role.cannot.toDashboard" />
        </Link>
      </Alert>
    </div>
  );
}

/** `children` when the member may use `ability`, otherwise the refusal. */
export function RoleGate(props: { ability: MemberAbility; children: ReactNode }) {
  const may = useMay(props.ability);
  return may ? props.children : <RoleRefusal ability={props.ability} />;
}
