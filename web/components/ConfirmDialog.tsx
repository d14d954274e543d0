// A question before something that cannot be undone (reject and erase an application, block an
// account, delete a menu item): the native-dialog Dialog with a clear danger button and a cancel
// button, big enough for a finger. Extra fields (a reason) go in `children`.
import { useRef, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import './forms/forms.css';
import { Dialog } from './forms/Dialog.tsx';
import { Alert } from './Notice.tsx';
import './ConfirmDialog.css';

interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  busy: boolean;
  onConfirm(): void;
  onClose(): void;
  /** Shown above the buttons when the last attempt failed. */
  problem?: ReactNode;
  /** Fields between the description and the buttons. */
  children?: ReactNode;
  tone?: 'danger' | 'primary';
  /** Keeps the confirm button off (nothing changed yet, a confirmation not typed). */
  confirmDisabled?: boolean;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!props.busy && !props.confirmDisabled) props.onConfirm();
  };
  return (
    <Dialog open={props.open} onClose={props.onClose} title={props.title} description={props.description} initialFocus={props.children ? undefined : cancelRef}>
      <form className="confirm" noValidate onSubmit={onSubmit} aria-busy={props.busy || undefined}>
        {props.children}
        {props.problem && <Alert tone="danger">{props.problem}</Alert>}
        <div className="confirm__actions">
          <button ref={cancelRef} type="button" className="btn btn--ghost" onClick={props.onClose} disabled={props.busy}>
            <FormattedMessage id="dialog.cancel" />
          </button>
          <button type="submit" className={`btn btn--${props.tone ?? 'danger'}`} disabled={props.busy || props.confirmDisabled} aria-busy={props.busy || undefined}>
            {props.busy && <span className="btn__spinner" aria-hidden="true" />}
            {props.confirmLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
