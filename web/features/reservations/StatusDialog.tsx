// The question before a status change: confirm (an optional note for the client), mark waiting
// (a coordination note, required), reject or cancel (a reason, required — it cannot be undone),
// finished. When someone else changed the reservation first, the dialog says so, shows what is
// different now, and lets the person decide again on what is true now.
import { useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Dialog } from '../../components/forms/Dialog.tsx';
import '../../components/forms/forms.css';
import './StatusDialog.css';
import { Alert } from '../../components/Notice.tsx';
import { NOTE_MAX, noteProblem, type Action } from './actions.ts';
import { Differences } from './Differences.tsx';
import type { Snapshot } from './changes.ts';
import { actionDescription, actionText, actionTitle, noteLabel, problemMessage } from './messages.ts';
import type { Problem } from '../../components/forms/problems.ts';
import { LATE_CANCELLATION_HOURS } from '../../../graph/domain/outcomes.ts';

export interface StatusDialogState {
  action: Action;
  /** What the person saw when they decided (its version is sent). */
  basis: Snapshot;
  problem?: Problem | null;
  /** After RESERVATION_CHANGED: how it was before the other change (basis is then the new state). */
  changedFrom?: Snapshot | null;
  /** The action is no longer possible in the reservation's new state. */
  impossible?: boolean;
}

interface StatusDialogProps {
  orderNumber: string;
  client: string;
  state: StatusDialogState;
  busy: boolean;
  /** requestedByClient: for DELETED, whether the client asked for it (its record counts it). */
  onSubmit(note: string, requestedByClient: boolean): void;
  onClose(): void;
}

export function StatusDialog(props: StatusDialogProps) {
  const intl = useIntl();
  const { action, problem, changedFrom, basis, impossible } = props.state;
  const [note, setNote] = useState('');
  const [touched, setTouched] = useState(false);
  const [requestedByClient, setRequestedByClient] = useState(false);
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const noteId = useId();
  const noteError = touched ? noteProblem(action, note) : null;
  const danger = action.to === 'DELETED';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (props.busy || impossible) return;
    if (noteProblem(action, note)) {
      noteRef.current?.focus();
      return;
    }
    props.onSubmit(note, danger && requestedByClient);
  };

  const values = { order: props.orderNumber, organisation: props.client };
  return (
    <Dialog
      open
      onClose={props.onClose}
      title={<FormattedMessage {...actionTitle[action.id]} values={values} />}
      description={<FormattedMessage {...actionDescription[action.id]} values={values} />}
      initialFocus={noteRef}
    >
      <form className="order-dialog" noValidate onSubmit={submit} aria-busy={props.busy || undefined}>
        {problem && (
          <Alert tone={problem.code === 'RESERVATION_CHANGED' ? 'warning' : 'danger'}>
            <p>
              <FormattedMessage {...problemMessage(problem)} values={{ order: props.orderNumber }} />
            </p>
            {changedFrom && <Differences before={changedFrom} after={basis} />}
            {impossible && (
              <p className="order-dialog__impossible">
                <FormattedMessage id="orders.dialog.noLongerPossible" />
              </p>
            )}
          </Alert>
        )}
        {!impossible && danger && (
          <fieldset className="field order-dialog__who">
            <legend className="field__label">
              <FormattedMessage id="checkin.requestedBy.legend" />
            </legend>
            <label className="order-dialog__choice">
              <input type="radio" name="requested-by" checked={!requestedByClient} onChange={() => setRequestedByClient(false)} />{' '}
              <FormattedMessage id="checkin.requestedBy.staff" />
            </label>
            <label className="order-dialog__choice">
              <input type="radio" name="requested-by" checked={requestedByClient} onChange={() => setRequestedByClient(true)} />{' '}
              <FormattedMessage id="checkin.requestedBy.client" />
            </label>
            <p className="field__hint">
              <FormattedMessage id="checkin.requestedBy.hint" values={{ hours: LATE_CANCELLATION_HOURS }} />
            </p>
          </fieldset>
        )}
        {!impossible && (
          <div className={`field${noteError ? ' field--invalid' : ''}`}>
            <label className="field__label" htmlFor={noteId}>
              <FormattedMessage {...noteLabel[action.id]} />
              {!action.noteRequired && (
                <span className="field__optional">
                  {' '}
                  <FormattedMessage id="form.optional" />
                </span>
              )}
            </label>
            <p className="field__hint" id={`${noteId}-hint`}>
              <FormattedMessage id={action.id === 'finish' ? 'orders.note.internalHint' : 'orders.note.hint'} />
            </p>
            <textarea
              ref={noteRef}
              id={noteId}
              className="field__input"
              rows={action.noteRequired ? 4 : 2}
              value={note}
              maxLength={NOTE_MAX + 200}
              required={action.noteRequired}
              aria-invalid={noteError ? true : undefined}
              aria-describedby={`${noteId}-hint${noteError ? ` ${noteId}-error` : ''}`}
              onChange={(event) => setNote(event.target.value)}
            />
            {noteError && (
              <p className="field__error" id={`${noteId}-error`}>
                <FormattedMessage id={noteError === 'required' ? 'orders.note.required' : 'orders.note.tooLong'} values={{ max: NOTE_MAX }} />
              </p>
            )}
          </div>
        )}
        <div className="order-dialog__actions">
          <button type="button" className="btn btn--ghost btn--large" onClick={props.onClose} disabled={props.busy}>
            <FormattedMessage id={impossible ? 'orders.dialog.close' : 'orders.dialog.back'} />
          </button>
          {!impossible && (
            <button type="submit" className={`btn btn--large ${danger ? 'btn--danger' : 'btn--primary'}`} disabled={props.busy} aria-busy={props.busy || undefined}>
              {props.busy && <span className="btn__spinner" aria-hidden="true" />}
              {problem?.code === 'RESERVATION_CHANGED' ? (
                <FormattedMessage id="orders.dialog.tryAgain" values={{ action: intl.formatMessage(actionText[action.id]) }} />
              ) : (
                <FormattedMessage {...actionText[action.id]} />
              )}
            </button>
          )}
        </div>
      </form>
    </Dialog>
  );
}
