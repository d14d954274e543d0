import { useEffect, useSyncExternalStore } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { toasts, type Toast } from '../lib/toast.ts';

/** How long a confirmation stays, in milliseconds. */
const TOAST_MS = 6000;

function ToastItem(props: { toast: Toast }) {
  const intl = useIntl();
  const { toast } = props;
  useEffect(() => {
    const timer = setTimeout(() => toasts.dismiss(toast.id), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast.id]);
  return (
    <li className={`toast toast--${toast.tone}`}>
      <span className="toast__icon" aria-hidden="true">
        {toast.tone === 'success' ? '✓' : 'i'}
      </span>
      <span className="toast__text">
        <FormattedMessage {...toast.message} values={toast.values} />
      </span>
      <button type="button" className="toast__dismiss" aria-label={intl.formatMessage({ id: 'notice.dismiss' })} onClick={() => toasts.dismiss(toast.id)}>
        ×
      </button>
    </li>
  );
}

/** The shell's confirmations (web/lib/toast.ts), announced politely by screen readers. */
export function Toaster() {
  const list = useSyncExternalStore(toasts.subscribe, toasts.get, toasts.get);
  return (
    <div className="toaster" role="status" aria-live="polite">
      <ul className="toaster__list">
        {list.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </ul>
    </div>
  );
}
