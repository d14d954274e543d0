import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { setNotice } from '../auth/notices.ts';
import { useNotice } from '../auth/useSession.ts';
import { notices } from '../i18n/messages.ts';

export type NoticeTone = 'info' | 'warning' | 'danger' | 'success';

export function Alert(props: { tone: NoticeTone; children: ReactNode; onDismiss?: () => void; id?: string; className?: string }) {
  const intl = useIntl();
  return (
    <div id={props.id} className={`alert alert--${props.tone}${props.className ? ` ${props.className}` : ''}`} role={props.tone === 'danger' ? 'alert' : 'status'}>
      <span className="alert__icon" aria-hidden="true">
        {props.tone === 'info' ? 'i' : props.tone === 'success' ? '✓' : '!'}
      </span>
      <div className="alert__body">{props.children}</div>
      {props.onDismiss && (
        <button type="button" className="alert__dismiss" aria-label={intl.formatMessage({ id: 'notice.dismiss' })} onClick={props.onDismiss}>
          ×
        </button>
      )}
    </div>
  );
}

/** The notice a guard left for this page (why someone was redirected here), if any. */
export function GuardNotice() {
  const notice = useNotice();
  const { pathname } = useLocation();
  if (!notice || notice.path !== pathname) return null;
  const tone: NoticeTone = notice.reason === 'blocked' ? 'danger' : notice.reason === 'sessionExpired' ? 'info' : 'warning';
  return (
    <Alert tone={tone} onDismiss={() => setNotice(null)}>
      {notice.reason === 'membershipEnded' ? (
        <FormattedMessage id="notice.membershipEnded" values={{ organisation: notice.organisation ?? '' }} />
      ) : (
        <FormattedMessage {...notices[notice.reason]} />
      )}
    </Alert>
  );
}
