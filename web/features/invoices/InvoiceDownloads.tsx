// The links to an issued invoice's files (paths from graph/domain/invoice-documents.ts, through the
// API's pdfUrl and xmlUrl): a draft has none.
import { FormattedMessage } from 'react-intl';

export function InvoiceDownloads(props: { number?: string | null; pdfUrl?: string | null; xmlUrl?: string | null }) {
  if (!props.pdfUrl && !props.xmlUrl) return null;
  return (
    <span className="invoice-downloads">
      {props.pdfUrl && (
        <a className="btn btn--small btn--ghost" href={props.pdfUrl} download>
          <FormattedMessage id="invoices.download.pdf" />
          <span className="visually-hidden"> {props.number}</span>
        </a>
      )}
      {props.xmlUrl && (
        <a className="btn btn--small btn--ghost" href={props.xmlUrl} download>
          <FormattedMessage id="invoices.download.xml" />
          <span className="visually-hidden"> {props.number}</span>
        </a>
      )}
    </span>
  );
}
