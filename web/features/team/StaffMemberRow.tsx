// One member of staff in the manager's team list: name, e-mail, language, state, last sign-in (or
// when the invitation runs out), and the actions the manager may take on them.
import { FormattedMessage, FormattedRelativeTime, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { StatusBadge } from '../../components/reservation/StatusBadge.tsx';
import { languageNames } from '../../i18n/messages.ts';
import { relativeTo } from '../staff/relativeTime.ts';
import { invitationExpired, memberActions, type MemberAction, type StaffState } from './team.ts';
import { actionText, STATE_BADGE, stateText } from './messages.ts';
import type { StaffMemberRow_member$data, StaffMemberRow_member$key } from './__generated__/StaffMemberRow_member.graphql';
import { WALL_CLOCK } from '../../lib/clock.ts';

export type Member = StaffMemberRow_member$data;

function When(props: { at: string; now: Date }) {
  const { value, unit } = relativeTo(props.at, props.now);
  const intl = useIntl();
  return (
    <time dateTime={props.at} title={intl.formatDate(props.at, { dateStyle: 'medium', timeStyle: 'short', ...WALL_CLOCK })}>
      <FormattedRelativeTime value={value} unit={unit} numeric="auto" />
    </time>
  );
}

export function StaffMemberRow(props: { member: StaffMemberRow_member$key; viewerId: string; now: Date; onAction(action: MemberAction, member: Member): void }) {
  const member = useFragment(
    graphql`
      fragment StaffMemberRow_member on StaffMember {
        id
        name
        email
        language
        state
        isManager
        lastSignInAt
        invitationExpiresAt
      }
    `,
    props.member,
  );
  const intl = useIntl();
  const state = member.state as StaffState;
  const actions = memberActions({ id: member.id, isManager: member.isManager, state }, props.viewerId);
  const expired = invitationExpired(member.invitationExpiresAt, props.now.getTime());
  const isSelf = member.id === props.viewerId;
  const language = member.language === 'sl' ? 'sl' : 'en';

  return (
    <li className={`team-row${state === 'DISABLED' ? ' team-row--disabled' : ''}`}>
      <div className="team-row__who">
        <p className="team-row__name">
          <strong>{member.name}</strong>
          {member.isManager && (
            <span className="badge badge--accent">
              <FormattedMessage id="team.manager" />
            </span>
          )}
          {isSelf && (
            <span className="team-row__you">
              <FormattedMessage id="team.you" />
            </span>
          )}
        </p>
        <p className="team-row__email">
          <a href={`mailto:${member.email}`}>{member.email}</a>
          <span className="muted"> · {intl.formatMessage(languageNames[language])}</span>
        </p>
      </div>
      <div className="team-row__state">
        <StatusBadge status={STATE_BADGE[state]} label={stateText[state]} />
        <p className="team-row__when muted">
          {state === 'INVITED' ? (
            // Expired links are cleared away a day later: no date left means expired too.
            expired || !member.invitationExpiresAt ? (
              <FormattedMessage id="team.invitationExpired" />
            ) : (
              <FormattedMessage id="team.invitationExpires" values={{ when: <When at={member.invitationExpiresAt} now={props.now} /> }} />
            )
          ) : member.lastSignInAt ? (
            <FormattedMessage id="team.lastSignIn" values={{ when: <When at={member.lastSignInAt} now={props.now} /> }} />
          ) : (
            <FormattedMessage id="team.neverSignedIn" />
          )}
        </p>
      </div>
      <div className="team-row__actions" role="group" aria-label={intl.formatMessage({ id: 'team.actionsFor' }, { name: member.name })}>
        {actions.map((action) => (
          <button
            key={action}
            type="button"
            className={`btn btn--small ${action === 'disable' ? 'btn--danger-ghost' : 'btn--ghost'}`}
            onClick={() => props.onAction(action, member)}
          >
            <FormattedMessage {...actionText[action]} />
          </button>
        ))}
      </div>
    </li>
  );
}
