// One application in the approval queue: who registered when, how to reach them, whether the
// address is confirmed, and the two decisions: approve (one tap) and reject (asks first, because
// the application's data is deleted at once). The row leaves every list when the decision lands.
import '../staff/staff-page.css';
import { useId, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { fetchQuery, graphql, useFragment, useMutation, useRelayEnvironment } from 'react-relay/hooks';
import { commitAsync } from '../../components/forms/commit.ts';
import { readProblem, type Problem } from '../../components/forms/problems.ts';
import { languageNames } from '../../i18n/messages.ts';
import { toasts } from '../../lib/toast.ts';
import { Alert } from '../../components/Notice.tsx';
import { ALL_ROLES, liveConnections, PENDING_ROLES } from './clientConnections.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { isOverdue, relativeTo } from '../staff/relativeTime.ts';
import { staffProblemMessage } from '../staff/staffMessages.ts';
import '../staff/tag.css';
import './client-facts.css';
import './PendingClientRow.css';
import type { PendingClientRowApproveMutation } from './__generated__/PendingClientRowApproveMutation.graphql';
import type { PendingClientRowRejectMutation } from './__generated__/PendingClientRowRejectMutation.graphql';
import type { PendingClientRow_client$key } from './__generated__/PendingClientRow_client.graphql';
import { WALL_CLOCK } from '../../lib/clock.ts';

// The answers update the store by themselves: an approved account leaves the pending lists and
// its record gets the new state (the client cards show it at once); a rejected one is erased.
const approveMutation = graphql`
  mutation PendingClientRowApproveMutation($input: ApproveClientInput!, $connections: [ID!]!) {
    approveClient(input: $input) {
      clientId @deleteEdge(connections: $connections)
      client {
        id
        status
        approvedAt
      }
    }
  }
`;

const rejectMutation = graphql`
  mutation PendingClientRowRejectMutation($input: RejectClientInput!, $connections: [ID!]!) {
    rejectClient(input: $input) {
      # Relay keeps one handle per field: the edges go first, then the record itself.
      deletedClientId @deleteEdge(connections: $connections)
      erasedClientId: deletedClientId @deleteRecord
    }
  }
`;

// When approval is refused because the address is not confirmed, our copy was out of date: ask for
// the account again, so the row shows it as the server sees it.
const refetchQuery = graphql`
  query PendingClientRowRefetchQuery($id: ID!) {
    node(id: $id) {
      ... on Client {
        emailVerified
      }
    }
  }
`;

const text = defineMessages({
  approved: { id: 'staff.pending.approved' },
  rejected: { id: 'staff.pending.rejected' },
});

/** Registrations younger than this carry a "new" tag. */
const NEW_FOR_MS = 30 * 60_000;

export function PendingClientRow(props: {
  client: PendingClientRow_client$key;
  now: Date;
  /** Someone else decided first: the page says so and reloads the queue. */
  onConflict(name: string): void;
}) {
  const client = useFragment(
    graphql`
      fragment PendingClientRow_client on Client {
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
      }
    `,
    props.client,
  );
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const whyId = useId();
  const headingId = useId();
  const [approve, approving] = useMutation<PendingClientRowApproveMutation>(approveMutation);
  const [reject, rejecting] = useMutation<PendingClientRowRejectMutation>(rejectMutation);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [dialogProblem, setDialogProblem] = useState<Problem | null>(null);
  const busy = approving || rejecting;

  const person = [client.firstName, client.lastName].filter(Boolean).join(' ');
  const relative = relativeTo(client.registeredAt, props.now);
  const overdue = isOverdue(client.registeredAt, props.now);
  const isNew = props.now.getTime() - new Date(client.registeredAt).getTime() < NEW_FOR_MS;

  function handle(caught: unknown, inDialog: boolean) {
    const found = readProblem(caught);
    if (found.code === 'INVALID_STATE' || found.code === 'NOT_FOUND') {
      setConfirmOpen(false);
      props.onConflict(client.name);
      return;
    }
    if (found.code === 'NOT_VERIFIED_FOR_APPROVAL') {
      void fetchQuery(environment, refetchQuery, { id: client.id }, { fetchPolicy: 'network-only' }).toPromise().catch(() => {});
    }
    if (inDialog) setDialogProblem(found);
    else setProblem(found);
  }

  async function onApprove() {
    if (busy || !client.emailVerified) return;
    setProblem(null);
    try {
      await commitAsync(approve, { input: { clientId: client.id }, connections: liveConnections.ids(PENDING_ROLES) });
      toasts.show(text.approved, { values: { name: client.name } });
    } catch (caught) {
      handle(caught, false);
    }
  }

  async function onReject() {
    if (busy) return;
    setDialogProblem(null);
    const name = client.name;
    const id = client.id;
    try {
      await commitAsync(reject, { input: { clientId: id }, connections: liveConnections.ids(ALL_ROLES) });
      setConfirmOpen(false);
      toasts.show(text.rejected, { values: { name } });
    } catch (caught) {
      handle(caught, true);
    }
  }

  return (
    <li className={`queue-item${overdue ? ' queue-item--overdue' : ''}${isNew ? ' queue-item--new' : ''}`} aria-labelledby={headingId}>
      <div className="queue-item__main">
        <div className="queue-item__head">
          <h2 id={headingId} className="queue-item__name">
            {client.name}
          </h2>
          {isNew && (
            <span className="badge badge--new">
              <FormattedMessage id="staff.pending.new" />
            </span>
          )}
        </div>
        <p className="queue-item__time">
          <time dateTime={client.registeredAt}>
            <strong>
              {relative.value === 0
                ? intl.formatMessage({ id: 'staff.time.justNow' })
                : intl.formatRelativeTime(relative.value, relative.unit, { numeric: 'auto' })}
            </strong>
            <span className="queue-item__exact">
              {intl.formatDate(client.registeredAt, { dateStyle: 'medium', timeStyle: 'short', ...WALL_CLOCK })}
            </span>
          </time>
          {overdue && (
            <span className="badge badge--overdue">
              <FormattedMessage id="staff.pending.overdue" values={{ hours: 12 }} />
            </span>
          )}
        </p>
        <dl className="facts-grid">
          <div>
            <dt>
              <FormattedMessage id="staff.client.contactPerson" />
            </dt>
            <dd>{person || <span className="muted">—</span>}</dd>
          </div>
          <div className="facts-grid__wide">
            <dt>
              <FormattedMessage id="staff.client.email" />
            </dt>
            <dd>
              <a className="break-anywhere" href={`mailto:${client.email}`}>
                {client.email}
              </a>{' '}
              <VerifiedTag verified={client.emailVerified} />
            </dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="staff.client.phone" />
            </dt>
            <dd>{client.phone ? <a href={`tel:${client.phone.replace(/\s+/g, '')}`}>{client.phone}</a> : <span className="muted">—</span>}</dd>
          </div>
          <div>
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
        </dl>
        {client.contactInfo && (
          <div className="queue-item__note">
            <p className="queue-item__note-label">
              <FormattedMessage id="staff.client.contactInfo" />
            </p>
            <p className="queue-item__note-text">{client.contactInfo}</p>
          </div>
        )}
      </div>
      <div className="queue-item__actions">
        <button
          type="button"
          className="btn btn--primary btn--large"
          onClick={() => void onApprove()}
          disabled={busy || !client.emailVerified}
          aria-busy={approving || undefined}
          aria-describedby={client.emailVerified ? undefined : whyId}
        >
          {approving && <span className="btn__spinner" aria-hidden="true" />}
          <FormattedMessage id="staff.pending.approve" />
        </button>
        <button
          type="button"
          className="btn btn--ghost btn--large btn--danger-ghost"
          onClick={() => {
            setDialogProblem(null);
            setConfirmOpen(true);
          }}
          disabled={busy}
        >
          <FormattedMessage id="staff.pending.reject" />
        </button>
        {!client.emailVerified && (
          <p id={whyId} className="queue-item__why">
            <FormattedMessage id="staff.pending.whyNotVerified" />
          </p>
        )}
        {problem && (
          <Alert tone="danger" className="queue-item__problem">
            <FormattedMessage {...staffProblemMessage(problem)} />
          </Alert>
        )}
      </div>
      <ConfirmDialog
        open={confirmOpen}
        title={<FormattedMessage id="staff.pending.rejectTitle" values={{ name: client.name }} />}
        description={
          <>
            <p>
              <FormattedMessage id="staff.pending.rejectText" />
            </p>
            <p className="dialog__note">
              <FormattedMessage id="staff.pending.rejectNote" />
            </p>
          </>
        }
        confirmLabel={<FormattedMessage id="staff.pending.rejectConfirm" />}
        busy={rejecting}
        onConfirm={() => void onReject()}
        onClose={() => setConfirmOpen(false)}
        problem={dialogProblem ? <FormattedMessage {...staffProblemMessage(dialogProblem)} /> : null}
      />
    </li>
  );
}

export function VerifiedTag(props: { verified: boolean }) {
  return props.verified ? (
    <span className="tag tag--ok">
      <span aria-hidden="true">✓ </span>
      <FormattedMessage id="staff.client.verified" />
    </span>
  ) : (
    <span className="tag tag--warn">
      <span aria-hidden="true">! </span>
      <FormattedMessage id="staff.client.notVerified" />
    </span>
  );
}
