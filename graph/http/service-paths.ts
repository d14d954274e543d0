// Which paths the services answer (the rest are the web app's), and which of their segments are
// secrets that never reach the logs.
import { GRAPHQL_PATH } from './graphql.ts';
import { isCalendarFeedPath } from '../rest/calendar-feed.ts';
import { isInvoiceDocumentPath } from '../rest/invoice-documents.ts';
import { isPaymentRequestDocumentPath } from '../rest/payment-request-documents.ts';
import { isStatementDocumentPath } from '../rest/statement-documents.ts';
import { DEV_MAILBOX_PATH } from '../mail/dev-mailbox.ts';

/**
 * Paths answered from the database or the services (GraphQL, the REST calls, /metrics, the feeds and
 * documents, the development mailbox); every other path is the built web app's. While the server
 * starts, these wait for it (listen-first.ts).
 */
export function isServicePath(pathname: string): boolean {
  return (
    pathname === GRAPHQL_PATH ||
    pathname === '/healthz' ||
    pathname === '/readyz' ||
    pathname === '/metrics' ||
    pathname.startsWith('/api/') ||
    isCalendarFeedPath(pathname) ||
    isInvoiceDocumentPath(pathname) ||
    isPaymentRequestDocumentPath(pathname) ||
    isStatementDocumentPath(pathname) ||
    pathname === DEV_MAILBOX_PATH ||
    pathname.startsWith(`${DEV_MAILBOX_PATH}/`)
  );
}

/** Path segments that are secrets (one-time tokens in links) never reach the logs. */
export function redactPath(pathname: string): string {
  return pathname
    .replace(/^\/login\/verify\/[^/]+/, '/login/verify/:token')
    .replace(/^\/reset-password\/[^/]+/, '/reset-password/:token')
    .replace(/^\/calendar\/[^/]+/, '/calendar/:secret');
}
