// The one status badge: a reservation's status (CREATED, WAITING, SCHEDULED, FINISHED, DELETED)
// or an account's state (PENDING, APPROVED, BLOCKED, ARCHIVED), on the client's and the staff's
// screens alike. Colours come from the --status-* tokens in styles/tokens.css; the caller passes the
// label, so each screen keeps its own wording (the staff say "New" where the client reads "Created").
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { statusLabel } from './messages.ts';
import './StatusBadge.css';

export function StatusBadge(props: { status: string; label?: MessageDescriptor; large?: boolean }) {
  return (
    <span className={`status-badge status-badge--${props.status.toLowerCase()}${props.large ? ' status-badge--large' : ''}`}>
      <FormattedMessage {...(props.label ?? statusLabel(props.status))} />
    </span>
  );
}
