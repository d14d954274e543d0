// The people of a client organisation, on its card for staff: each member's name, address, role and
// last sign-in, so staff know who they speak to and who booked. Managing them is the owners' own
// business (their team page); staff only read.
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { TIME_ZONE } from '../staff/dateRange.ts';
import type { ClientMembers_client$key } from './__generated__/ClientMembers_client.graphql';

const roleText = defineMessages({
  OWNER: { id: 'staff.client.members.role.owner' },
  BOOKER: { id: 'staff.client.members.role.booker' },
  ACCOUNTANT: { id: 'staff.client.members.role.accountant' },
  VIEWER: { id: 'staff.client.members.role.viewer' },
});

export function ClientMembers(props: { client: ClientMembers_client$key }) {
  const intl = useIntl();
  const client = useFragment(
    graphql`
      fragment ClientMembers_client on Client {
        members {
          id
          name
          email
          role
          lastSignInAt
        }
      }
    `,
    props.client,
  );
  const members = client.members;
  if (!members.length) return null;
  return (
    <details className="client-card__more client-card__members">
      <summary>
        <FormattedMessage id="staff.client.members" values={{ count: members.length }} />
      </summary>
      <ul className="client-members">
        {members.map((m) => (
          <li key={m.id} className="client-members__item">
            <span className="client-members__name">{m.name ?? intl.formatMessage({ id: 'staff.client.members.former' })}</span>{' '}
            <span className="client-members__role">{roleText[m.role as keyof typeof roleText] ? intl.formatMessage(roleText[m.role as keyof typeof roleText]) : m.role}</span>
            {m.email && (
              <a className="client-members__email break-anywhere" href={`mailto:${m.email}`}>
                {m.email}
              </a>
            )}
            <span className="client-members__seen muted">
              {m.lastSignInAt ? (
                <FormattedMessage
                  id="staff.client.members.lastSignIn"
                  values={{ when: <time dateTime={m.lastSignInAt}>{intl.formatDate(m.lastSignInAt, { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE })}</time> }}
                />
              ) : (
                <FormattedMessage id="staff.client.members.neverSignedIn" />
              )}
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}
