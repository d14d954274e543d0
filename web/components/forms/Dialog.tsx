// A modal dialog on the native <dialog> element: showModal() gives the focus trap, Escape, the
// backdrop and aria-modal; this component adds the title/description wiring, a close button and
// returning the focus where it was.
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { useIntl } from 'react-intl';

interface DialogProps {
  open: boolean;
  onClose(): void;
  title: ReactNode;
  /** What the dialog says (its accessible description). */
  description: ReactNode;
  /** Actions and anything else, after the description. */
  children?: ReactNode;
  /** The element to focus when the dialog opens (default: the dialog's heading). */
  initialFocus?: RefObject<HTMLElement | null>;
  tone?: 'success' | 'neutral';
}

export function Dialog(props: DialogProps) {
  const intl = useIntl();
  const ref = useRef<HTMLDialogElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const onClose = useRef(props.onClose);
  useEffect(() => {
    onClose.current = props.onClose;
  });
  const { initialFocus } = props;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (props.open && !dialog.open) {
      const before = document.activeElement as HTMLElement | null;
      dialog.showModal();
      (initialFocus?.current ?? titleRef.current)?.focus();
      return () => {
        if (dialog.open) dialog.close();
        if (before?.isConnected) before.focus();
      };
    }
  }, [props.open, initialFocus]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Escape and form[method=dialog] close the element themselves: tell the owner. The event is
    // queued, so one from our own close() in an effect's cleanup can arrive after the effect has
    // opened the dialog again (React re-runs effects when a tree suspends and reappears); a close
    // event for a dialog that is open again is stale and must not close it.
    const handle = () => {
      if (!dialog.open) onClose.current();
    };
    dialog.addEventListener('close', handle);
    return () => dialog.removeEventListener('close', handle);
  }, []);

  return (
    <dialog ref={ref} className={`dialog${props.tone === 'success' ? ' dialog--success' : ''}`} aria-labelledby={titleId} aria-describedby={bodyId}>
      <div className="dialog__frame">
        <button type="button" className="dialog__close" aria-label={intl.formatMessage({ id: 'dialog.close' })} onClick={() => props.onClose()}>
          ×
        </button>
        {props.tone === 'success' && (
          <span className="dialog__badge" aria-hidden="true">
            <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
              <rect x="3" y="5" width="18" height="14" rx="2" />
              <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
            </svg>
          </span>
        )}
        <h2 id={titleId} ref={titleRef} className="dialog__title" tabIndex={-1}>
          {props.title}
        </h2>
        <div id={bodyId} className="dialog__description">
          {props.description}
        </div>
        {props.children}
      </div>
    </dialog>
  );
}
