import { FormattedMessage } from 'react-intl';
import { Link, isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router';

/** Every route's error boundary: a friendly, translated message and a way forward. */
export function RouteError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (import.meta.env.DEV && !notFound) console.error(error);

  return (
    <div className="route-error" role="alert">
      <svg className="route-error__art" width="64" height="64" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <circle cx="32" cy="32" r="30" fill="var(--color-surface-muted)" />
        <path d="M20 30h24v7a10 10 0 0 1-10 10h-4a10 10 0 0 1-10-10z" fill="var(--color-brand)" />
        <path d="M44 32h2a4 4 0 0 1 0 8h-3" stroke="var(--color-brand)" strokeWidth="2.5" fill="none" />
        <path d="M26 18c-2 2 2 4 0 6M32 16c-2 2 2 4 0 6M38 18c-2 2 2 4 0 6" stroke="var(--color-accent)" strokeWidth="2" strokeLinecap="round" fill="none" />
      </svg>
      <h1 className="route-error__title" tabIndex={-1} data-page-heading="">
        {notFound ? <FormattedMessage id="routeError.notFoundTitle" /> : <FormattedMessage id="routeError.title" />}
      </h1>
      <p className="route-error__body">
        {notFound ? <FormattedMessage id="routeError.notFoundBody" /> : <FormattedMessage id="routeError.body" />}
      </p>
      <div className="route-error__actions">
        {!notFound && (
          <button type="button" className="btn btn--primary" onClick={() => void revalidator.revalidate()} disabled={revalidator.state === 'loading'}>
            <FormattedMessage id="routeError.retry" />
          </button>
        )}
        <Link to="/" className="btn btn--ghost">
          <FormattedMessage id="routeError.home" />
        </Link>
      </div>
    </div>
  );
}
