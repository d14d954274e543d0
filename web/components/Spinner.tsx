import { useIntl } from 'react-intl';

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
