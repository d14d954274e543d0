// A client card: the organisation at a glance — state, contact details, registration, language,
// how many reservations are active and finished — and the staff's block (with a reason the client
// sees) and unblock, the correction of its details and the deletion of the account at the client's
// request. Pending applications are decided in the approval queue, linked from here.
import '../staff/staff-page.css';
import { useId, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { Link } from 'react-router';
import { commitAsync } from '../../components/forms/commit.ts';
import { ErrorText } from '../../components/forms/Field.tsx';
import { fieldText } from '../../components/forms/messages.ts';
import { readProblem, type Problem } from '../../components/forms/problems.ts';
import { languageNames } from '../../i18n/messages.ts';
import { toasts } from '../../lib/toast.ts';
import { Alert } from '../../components/Notice.tsx';
import { liveConnections, PENDING_ROLES } from './clientConnections.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ClientNotes } from '../../components/notes/StaffNotes.tsx';
import { ClientEditDialog } from './ClientEditDialog.tsx';
import { ClientEraseDialog } from './ClientEraseDialog.tsx';
import { StatusBadge } from '../../components/reservation/StatusBadge.tsx';
import { TIME_ZONE } from '../staff/dateRange.ts';
import { VerifiedTag } from './PendingClientRow.tsx';
import { staffProblemMessage, statusMessage } from '../staff/staffMessages.ts';
import './client-facts.css';
import './ClientCard.css';
import type { ClientCardBlockMutation } from './__generated__/ClientCardBlockMutation.graphql';
import type { ClientCardUnblockMutation } from './__generated__/ClientCardUnblockMutation.graphql';
import type { ClientCard_client$key } from './__generated__/ClientCard_client.graphql';
import { DECISION_REASON_MAX_LENGTH } from '../../../graph/domain/account-rules.ts';
import { ClientRecord } from '../check-in/ClientRecord.tsx';
import { ClientAgreements } from '../billing-terms/ClientAgreements.tsx';
import { ClientMembers } from './ClientMembers.tsx';

// The answers carry the account's new state, so the card updates by itself.
const blockMutation = graphql`
  mutation ClientCardBlockMutation($input: BlockClientInput!, $connections: [ID!]!) {
    blockClient(input: $input) {
      clientId @deleteEdge(connections: $connections)
      client {
        id
        status
        blockedReason
      }
    }
  }
`;

const unblockMutation = graphql`
  mutation ClientCardUnblockMutation($input: UnblockClientInput!) {
    unblockClient(input: $input) {
      client {
        id
        status
        blockedReason
      }
    }
  }
`;

export const BLOCK_REASON_MAX = DECISION_REASON_MAX_LENGTH;

const text = defineMessages({
  blocked: { id: 'staff.cards.blocked' },
  unblocked: { id: 'staff.cards.unblocked' },
});

export function ClientCard(props: { client: ClientCard_client$key }) {
  const client = useFragment(
    graphql`
      fragment ClientCard_client on Client {
        id
        name
        firstName
        lastName
        email
        emailVerified
        phone
        username
        contactInfo
        language
        registeredAt
        approvedAt
        status
        blockedReason
        reservationCounts {
          active
          finished
          ...ClientRecord_counts
        }
        ...ClientAgreements_client
        ...ClientMembers_client
      }
    `,
    props.client,
  );
  const intl = useIntl();
  const headingId = useId();
  const reasonId = useId();
  const [block, blocking] = useMutation<ClientCardBlockMutation>(blockMutation);
  const [unblock, unblocking] = useMutation<ClientCardUnblockMutation>(unblockMutation);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [editing, setEditing] = useState<'details' | 'erase' | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [dialogProblem, setDialogProblem] = useState<Problem | null>(null);

  const person = [client.firstName, client.lastName].filter(Boolean).join(' ');
  const status = client.status;

  async function onBlock() {
    const trimmed = reason.trim();
    if (!trimmed) {
      setReasonError(true);
      document.getElementById(reasonId)?.focus();
      return;
    }
    setDialogProblem(null);
    try {
      // A blocked application leaves the approval queue; the card stays, with its new state.
      await commitAsync(block, { input: { clientId: client.id, reason: trimmed }, connections: liveConnections.ids(PENDING_ROLES) });
      setDialogOpen(false);
      toasts.show(text.blocked, { values: { name: client.name } });
    } catch (caught) {
      setDialogProblem(readProblem(caught));
    }
  }

  async function onUnblock() {
    setProblem(null);
    try {
      await commitAsync(unblock, { input: { clientId: client.id } });
      toasts.show(text.unblocked, { values: { name: client.name } });
    } catch (caught) {
      setProblem(readProblem(caught));
    }
  }

  return (
    <li className={`client-card client-card--${status.toLowerCase()}`} aria-labelledby={headingId}>
      <div className="client-card__head">
        <h2 id={headingId} className="client-card__name">
          {client.name}
        </h2>
        <StatusBadge status={status} label={statusMessage(status)} />
      </div>
      {status === 'BLOCKED' && (
        <p className="client-card__blocked">
          <strong>
            <FormattedMessage id="staff.cards.blockedReason" />
          </strong>{' '}
          {client.blockedReason || <FormattedMessage id="staff.cards.noReason" />}
        </p>
      )}
      <dl className="facts-grid facts-grid--card">
        <div className="facts-grid__half">
          <dt>
            <FormattedMessage id="staff.client.contactPerson" />
          </dt>
          <dd>{person || <span className="muted">—</span>}</dd>
        </div>
        <div className="facts-grid__half">
          <dt>
            <FormattedMessage id="staff.client.phone" />
          </dt>
          <dd>{client.phone ? <a href={`tel:${client.phone.replace(/\s+/g, '')}`}>{client.phone}</a> : <span className="muted">—</span>}</dd>
        </div>
        <div className="facts-grid__wide">
          <dt>
            <FormattedMessage id="staff.client.email" />
          </dt>
          <dd>
            <a className="break-anywhere" href={`mailto:${client.email}`}>
              {client.email}
            </a>{' '}
            {!client.emailVerified && <VerifiedTag verified={false} />}
          </dd>
        </div>
        <div className="facts-grid__user">
          <dt>
            <FormattedMessage id="staff.client.username" />
          </dt>
          <dd className="break-anywhere">{client.username}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="staff.client.language" />
          </dt>
          <dd>{intl.formatMessage(languageNames[client.language === 'sl' ? 'sl' : 'en'])}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="staff.client.registered" />
          </dt>
          <dd>
            <time dateTime={client.registeredAt}>{intl.formatDate(client.registeredAt, { dateStyle: 'medium', timeZone: TIME_ZONE })}</time>
          </dd>
        </div>
      </dl>
      <div className="client-card__counts">
        <span className={`count-chip count-chip--active${client.reservationCounts.active === 0 ? ' count-chip--zero' : ''}`}>
          <strong>{intl.formatNumber(client.reservationCounts.active)}</strong>{' '}
          <FormattedMessage id="staff.cards.active" values={{ count: client.reservationCounts.active }} />
        </span>
        <span className={`count-chip${client.reservationCounts.finished === 0 ? ' count-chip--zero' : ''}`}>
          <strong>{intl.formatNumber(client.reservationCounts.finished)}</strong>{' '}
          <FormattedMessage id="staff.cards.finished" values={{ count: client.reservationCounts.finished }} />
        </span>
      </div>
      <ClientRecord counts={client.reservationCounts} />
      {client.contactInfo && (
        <details className="client-card__more">
          <summary>
            <FormattedMessage id="staff.client.contactInfo" />
          </summary>
          <p>{client.contactInfo}</p>
        </details>
      )}
      <ClientMembers client={client} />
      <ClientAgreements client={client} />
      <ClientNotes clientId={client.id} />
      {problem && (
        <Alert tone="danger">
          <FormattedMessage {...staffProblemMessage(problem)} />
        </Alert>
      )}
      <div className="client-card__actions">
        {status === 'PENDING' && (
          <Link to="/adminis/clients/pending" className="btn btn--ghost">
            <FormattedMessage id="staff.cards.openQueue" />
          </Link>
        )}
        {status === 'APPROVED' && (
          <Link to={`/adminis/orders/new?client=${encodeURIComponent(client.id)}`} className="btn btn--ghost">
            <FormattedMessage id="staff.cards.book" />
          </Link>
        )}
        {status !== 'ARCHIVED' && (
          <button type="button" className="btn btn--ghost" onClick={() => setEditing('details')}>
            <FormattedMessage id="staff.cards.edit" />
          </button>
        )}
        {(status === 'PENDING' || status === 'APPROVED') && (
          <button
            type="button"
            className="btn btn--ghost btn--danger-ghost"
            onClick={() => {
              setReason('');
              setReasonError(false);
              setDialogProblem(null);
              setDialogOpen(true);
            }}
          >
            <FormattedMessage id="staff.cards.block" />
          </button>
        )}
        {status === 'BLOCKED' && (
          <button type="button" className="btn btn--primary" onClick={() => void onUnblock()} disabled={unblocking} aria-busy={unblocking || undefined}>
            {unblocking && <span className="btn__spinner" aria-hidden="true" />}
            <FormattedMessage id="staff.cards.unblock" />
          </button>
        )}
        {status !== 'ARCHIVED' && (
          <button type="button" className="btn btn--ghost btn--danger-ghost" onClick={() => setEditing('erase')}>
            <FormattedMessage id="staff.cards.erase" />
          </button>
        )}
      </div>
      {editing === 'details' && <ClientEditDialog client={client} onClose={() => setEditing(null)} />}
      {editing === 'erase' && (
        <ClientEraseDialog
          client={{ id: client.id, name: client.name, email: client.email, approvedAt: client.approvedAt, activeReservations: client.reservationCounts.active }}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={dialogOpen}
        title={<FormattedMessage id="staff.cards.blockTitle" values={{ name: client.name }} />}
        description={
          <p>
            <FormattedMessage id="staff.cards.blockText" />
          </p>
        }
        confirmLabel={<FormattedMessage id="staff.cards.blockConfirm" />}
        busy={blocking}
        onConfirm={() => void onBlock()}
        onClose={() => setDialogOpen(false)}
        problem={dialogProblem ? <FormattedMessage {...staffProblemMessage(dialogProblem)} /> : null}
      >
        <div className={`field${reasonError ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor={reasonId}>
            <FormattedMessage id="staff.cards.reasonLabel" />
          </label>
          <p id={`${reasonId}-hint`} className="field__hint">
            <FormattedMessage id="staff.cards.reasonHint" />
          </p>
          <textarea
            id={reasonId}
            className="field__input"
            rows={3}
            required
            maxLength={BLOCK_REASON_MAX}
            value={reason}
            aria-invalid={reasonError || undefined}
            aria-describedby={`${reasonId}-hint${reasonError ? ` ${reasonId}-error` : ''}`}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonError(false);
            }}
          />
          {reasonError && <ErrorText id={`${reasonId}-error`} text={{ descriptor: fieldText.required }} />}
        </div>
      </ConfirmDialog>
    </li>
  );
}
