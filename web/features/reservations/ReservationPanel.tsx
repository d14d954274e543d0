// The side panel of one reservation (docked beside the list on wide screens, full screen on phones):
// its details and history, the actions its state allows, their dialogs and the edit form. It keeps
// what the person last saw: when the reservation changes under them (a colleague's action arrives
// live, or an action of theirs is refused with RESERVATION_CHANGED) the panel reloads it and shows
// what is different now, so nobody acts on a picture that is no longer true.
import { Suspense, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fetchQuery, graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay/hooks';
import { Alert } from '../../components/Notice.tsx';
import { ReservationNotes } from '../../components/notes/StaffNotes.tsx';
import { Conversation } from '../../components/conversation/Conversation.tsx';
import type { Problem } from '../../components/forms/problems.ts';
import { availableActions, type Action } from './actions.ts';
import { differences, snapshotOf, type Snapshot } from './changes.ts';
import './ReservationPanel.css';
import { Differences } from './Differences.tsx';
import { EditReservationForm, type EditConflict } from './EditReservationForm.tsx';
import type { Status, StopType } from './filters.ts';
import { actionText, needsReload, problemMessage } from './messages.ts';
import { ReservationDetails, staffName } from './ReservationDetails.tsx';
import { StatusDialog, type StatusDialogState } from './StatusDialog.tsx';
import { localDate, now, syncClock } from './time.ts';
import { isOwnChange, useReservationActions } from './useReservationActions.ts';
import { CheckInActions } from '../check-in/CheckInActions.tsx';
import { BillingSection } from '../invoices/BillingSection.tsx';
import type { ReservationPanelQuery, ReservationPanelQuery$data } from './__generated__/ReservationPanelQuery.graphql';

const query = graphql`
  query ReservationPanelQuery($orderNumber: String!) {
    viewer {
      staff {
        id
      }
    }
    reservationRules {
      now
    }
    reservations(view: ALL, filter: { orderNumber: $orderNumber }, first: 1) {
      edges {
        node {
          id
          orderNumber
          version
          status
          type
          guests
          seatReservation
          arrivalDay
          arrivalLocalTime
          responsibleFirstName
          responsibleLastName
          wishes
          staffNote
          client {
            name
          }
          history {
            staff {
              id
              name
              firstName
              lastName
            }
          }
          canCheckIn
          ...ReservationDetails_reservation
          ...CheckInActions_reservation
          ...EditReservationForm_reservation
          ...StaffNotes_reservation
          ...Conversation_reservation
          ...BillingSection_reservation
        }
      }
    }
  }
`;

type Node = ReservationPanelQuery$data['reservations']['edges'][number]['node'];

function snapshot(node: Node): Snapshot {
  return snapshotOf({
    version: node.version,
    status: node.status as Status,
    type: node.type as StopType,
    guests: node.guests,
    seatReservation: node.seatReservation,
    arrivalDay: node.arrivalDay,
    arrivalLocalTime: node.arrivalLocalTime,
    responsibleFirstName: node.responsibleFirstName,
    responsibleLastName: node.responsibleLastName,
    wishes: node.wishes,
    staffNote: node.staffNote,
  });
}

// A quick action in a list that was refused because the reservation had changed opens the panel
// with what the row showed, so the panel can say what is different.
const conflicts = new Map<string, { basis: Partial<Snapshot>; problem: Problem }>();

export function reportConflict(orderNumber: string, basis: Partial<Snapshot>, problem: Problem): void {
  conflicts.set(orderNumber, { basis, problem });
}

interface ReservationPanelProps {
  orderNumber: string;
  onClose(): void;
}

export function ReservationPanel(props: ReservationPanelProps) {
  const intl = useIntl();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { onClose } = props;

  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
  }, [props.orderNumber]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // A dialog inside handles its own Escape.
      if (event.key === 'Escape' && !document.querySelector('dialog[open]')) onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <aside className="order-panel" aria-labelledby="order-panel-title" data-testid="order-panel">
      <header className="order-panel__header">
        <h2 id="order-panel-title" className="order-panel__title" tabIndex={-1} ref={headingRef}>
          <span className="order-panel__kicker">
            <FormattedMessage id="orders.panel.kicker" />
          </span>
          <span className="order-panel__number">{props.orderNumber}</span>
        </h2>
        <button type="button" className="order-panel__close" onClick={onClose} aria-label={intl.formatMessage({ id: 'orders.panel.close' })}>
          ×
        </button>
      </header>
      <div className="order-panel__body">
        <Suspense
          fallback={
            <div className="order-panel__loading" role="status">
              <span className="spinner" aria-hidden="true" />
              <span className="visually-hidden">
                <FormattedMessage id="app.loading" />
              </span>
            </div>
          }
        >
          <PanelContent key={props.orderNumber} orderNumber={props.orderNumber} />
        </Suspense>
      </div>
    </aside>
  );
}

function PanelContent(props: { orderNumber: string }) {
  const environment = useRelayEnvironment();
  const data = useLazyLoadQuery<ReservationPanelQuery>(query, { orderNumber: props.orderNumber }, { fetchPolicy: 'store-and-network' });
  const node = data.reservations.edges[0]?.node ?? null;
  syncClock(data.reservationRules.now);
  if (!node) {
    return (
      <Alert tone="warning">
        <FormattedMessage id="orders.panel.notFound" values={{ order: props.orderNumber }} />
      </Alert>
    );
  }
  return <PanelReservation node={node} viewerId={data.viewer.staff?.id ?? null} reload={() => reloadPanel(environment, props.orderNumber)} />;
}

async function reloadPanel(environment: ReturnType<typeof useRelayEnvironment>, orderNumber: string): Promise<Snapshot | null> {
  try {
    const data = await fetchQuery<ReservationPanelQuery>(environment, query, { orderNumber }, { fetchPolicy: 'network-only' }).toPromise();
    const node = data?.reservations.edges[0]?.node;
    return node ? snapshot(node) : null;
  } catch {
    return null;
  }
}

function PanelReservation(props: { node: Node; viewerId: string | null; reload(): Promise<Snapshot | null> }) {
  const { node, reload } = props;
  const current = snapshot(node);
  const today = localDate(now());
  const { changeStatus, update, busy } = useReservationActions();
  const [seen, setSeen] = useState<{ basis: Snapshot; problem: Problem | null }>(() => {
    const conflict = conflicts.get(node.orderNumber);
    conflicts.delete(node.orderNumber);
    return conflict ? { basis: { ...current, ...conflict.basis }, problem: conflict.problem } : { basis: current, problem: null };
  });
  const [dialog, setDialog] = useState<StatusDialogState | null>(null);
  const [editing, setEditing] = useState<{ basis: Snapshot; conflict: EditConflict | null } | null>(null);

  const subject = { id: node.id, orderNumber: node.orderNumber };
  // At the door, "finished" is a check-in with the headcount (CheckInActions); the plain step stays for later days.
  const actions = availableActions({ status: current.status, arrivalDay: current.arrivalDay }, today).filter((a) => !(a.id === 'finish' && node.canCheckIn));
  // A version this person made (a quick action in the list, an answer still on its way) is no news.
  const changedUnderUs =
    !dialog && !editing && seen.basis.version !== current.version && (seen.problem !== null || (!isOwnChange(node.id, current.version) && differences(seen.basis, current).length > 0));
  // What this person did themselves is what they have seen; so is a new version nothing on screen
  // tells apart (the client reconfirming its headcount: the badge says so).
  const invisible = seen.problem === null && seen.basis.version !== current.version && differences(seen.basis, current).length === 0;
  if (!dialog && !editing && seen.problem === null && seen.basis.version !== current.version && (isOwnChange(node.id, current.version) || invisible)) {
    setSeen({ basis: current, problem: null });
  }

  const open = (action: Action) => {
    if (action.id === 'edit') setEditing({ basis: current, conflict: null });
    else setDialog({ action, basis: current });
  };

  const submitStatus = async (note: string, requestedByClient: boolean) => {
    if (!dialog || !dialog.action.to) return;
    const outcome = await changeStatus(subject, dialog.action.id, dialog.action.to, dialog.basis.version, note, requestedByClient);
    if (outcome.ok) {
      setDialog(null);
      setSeen({ basis: snapshotOf({ ...outcome.reservation, status: outcome.reservation.status as Status, type: outcome.reservation.type as StopType }), problem: null });
      return;
    }
    if (needsReload(outcome.problem.code)) {
      const fresh = (await reload()) ?? current;
      const still = availableActions({ status: fresh.status, arrivalDay: fresh.arrivalDay }, localDate(now())).find((a) => a.id === dialog.action.id && a.enabled);
      setDialog({ action: still ?? dialog.action, basis: fresh, changedFrom: dialog.basis, problem: outcome.problem, impossible: !still });
      setSeen({ basis: fresh, problem: null });
      return;
    }
    setDialog({ ...dialog, problem: outcome.problem, changedFrom: null, impossible: false });
  };

  const submitEdit = async (changes: Parameters<typeof update>[1], note: string) => {
    if (!editing) return { ok: false as const, problem: { code: 'UNKNOWN', fields: {}, retryAfterSeconds: null }, error: null };
    const outcome = await update(subject, changes, editing.basis.version, note);
    if (outcome.ok) {
      setEditing(null);
      setSeen({ basis: snapshotOf({ ...outcome.reservation, status: outcome.reservation.status as Status, type: outcome.reservation.type as StopType }), problem: null });
      return outcome;
    }
    if (needsReload(outcome.problem.code)) {
      const fresh = (await reload()) ?? current;
      if (fresh.status === 'FINISHED' || fresh.status === 'DELETED') {
        setEditing(null);
        setSeen({ basis: editing.basis, problem: outcome.problem });
      } else {
        // Staying in the form: the next save is made against what is true now, which the form shows.
        setEditing({ basis: fresh, conflict: { problem: outcome.problem, before: editing.basis, after: fresh } });
        setSeen({ basis: fresh, problem: null });
      }
    }
    return outcome;
  };

  if (editing) {
    return (
      <div className="order-panel__edit">
        <h3 className="order-panel__subtitle">
          <FormattedMessage id="orders.edit.title" values={{ order: node.orderNumber, organisation: node.client.name }} />
        </h3>
        <Suspense fallback={<span className="spinner" aria-hidden="true" />}>
          <EditReservationForm
            reservation={node}
            version={editing.basis.version}
            busy={busy}
            conflict={editing.conflict}
            onSubmit={submitEdit}
            onCancel={() => {
              setEditing(null);
              setSeen({ basis: current, problem: null });
            }}
          />
        </Suspense>
      </div>
    );
  }

  // The colleague who made the latest change, when it was not this viewer.
  const lastBy = node.history[node.history.length - 1]?.staff ?? null;
  const changedBy = lastBy && lastBy.id !== props.viewerId ? staffName({ name: lastBy.name, firstName: lastBy.firstName, lastName: lastBy.lastName }) : null;
  const notice = changedUnderUs ? (
    <Alert tone="warning">
      <p>
        {seen.problem ? (
          <FormattedMessage {...problemMessage(seen.problem)} values={{ order: node.orderNumber }} />
        ) : changedBy ? (
          <FormattedMessage id="orders.panel.changedLiveBy" values={{ order: node.orderNumber, name: changedBy }} />
        ) : (
          <FormattedMessage id="orders.panel.changedLive" values={{ order: node.orderNumber }} />
        )}
      </p>
      <Differences before={seen.basis} after={current} />
      <button type="button" className="btn btn--small btn--ghost order-panel__ack" onClick={() => setSeen({ basis: current, problem: null })}>
        <FormattedMessage id="orders.panel.understood" />
      </button>
    </Alert>
  ) : null;

  return (
    <>
      <ReservationDetails
        reservation={node}
        today={today}
        viewerId={props.viewerId}
        notice={notice}
        actions={
          <>
            {!changedUnderUs && <CheckInActions reservation={node} />}
            {actions.length > 0 ? <ActionBar actions={actions} onAction={open} disabled={busy || changedUnderUs} /> : null}
          </>
        }
        notes={
          <>
            {/* What the client reads (solid frame) above what only colleagues read (dashed). */}
            <Conversation reservation={node} viewer="staff" />
            <ReservationNotes reservation={node} />
            <Suspense fallback={<span className="spinner" aria-hidden="true" />}>
              <BillingSection reservation={node} />
            </Suspense>
          </>
        }
      />
      {dialog && (
        <StatusDialog
          orderNumber={node.orderNumber}
          client={node.client.name}
          state={dialog}
          busy={busy}
          onSubmit={(note, requestedByClient) => void submitStatus(note, requestedByClient)}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}

function ActionBar(props: { actions: Action[]; onAction(action: Action): void; disabled: boolean }) {
  const intl = useIntl();
  return (
    <div className="order-actions" role="group" aria-label={intl.formatMessage({ id: 'orders.panel.actions' })}>
      {props.actions.map((action) => (
        <div key={action.id} className={`order-actions__item order-actions__item--${action.id}`}>
          <button
            type="button"
            className={`btn btn--large order-action order-action--${action.id} ${action.id === 'confirm' || action.id === 'finish' ? 'btn--primary' : action.to === 'DELETED' ? 'btn--danger-ghost' : 'btn--ghost'}`}
            disabled={props.disabled || !action.enabled}
            aria-describedby={action.reason ? `order-action-${action.id}-reason` : undefined}
            onClick={() => props.onAction(action)}
          >
            <FormattedMessage {...actionText[action.id]} />
          </button>
          {action.reason === 'notArrivedYet' && (
            <span id={`order-action-${action.id}-reason`} className="order-actions__reason">
              <FormattedMessage id="orders.action.finishLater" />
            </span>
          )}
        </div>
      ))}
    </div>
  );
}
