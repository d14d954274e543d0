import { FormattedMessage, useIntl } from 'react-intl';

/** Suspense fallback of a page: a quiet spinner with a spoken status. */
export function PageFallback() {
  const intl = useIntl();
  return (
    <div className="page-fallback" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{intl.formatMessage({ id: 'app.pageLoading' })}</span>
    </div>
  );
}

/** A thin bar at the top of the window while the router loads the next page (guards, queries). */
export function NavigationProgress(props: { active: boolean }) {
  return <div className={`nav-progress${props.active ? ' is-active' : ''}`} aria-hidden="true" />;
}

/** A mailed link's page while the server checks the link (verification, reset, invitations, reconfirmation). */
export function LinkChecking(props: { messageId: string }) {
  return (
    <div className="card result">
      <div className="result__waiting" role="status">
        <span className="spinner" aria-hidden="true" />
        <p>
          <FormattedMessage id={props.messageId} />
        </p>
      </div>
    </div>
  );
}
