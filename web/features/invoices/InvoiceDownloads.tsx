// The links to an issued invoice's files (paths from graph/domain/invoice-documents.ts, through the
// API's pdfUrl and xmlUrl): a draft has none. Each link's name says which document it is.
import { FormattedMessage, useIntl } from 'react-intl';

export function InvoiceDownloads(props: { number?: string | null; pdfUrl?: string | null; xmlUrl?: string | null }) {
  const intl = useIntl();
  if (!props.pdfUrl && !props.xmlUrl) return null;
  const name = (id: 'invoices.download.pdf' | 'invoices.download.xml') => [intl.formatMessage({ id }), props.number].filter(Boolean).join(' ');
  return (
    <span className="invoice-downloads">
      {props.pdfUrl && (
        <a className="btn btn--small btn--ghost" href={props.pdfUrl} download aria-label={name('invoices.download.pdf')}>
          <FormattedMessage id="invoices.download.pdf" />
        </a>
      )}
      {props.xmlUrl && (
        <a className="btn btn--small btn--ghost" href={props.xmlUrl} download aria-label={name('invoices.download.xml')}>
          <FormattedMessage id="invoices.download.xml" />
        </a>
      )}
    </span>
  );
}
