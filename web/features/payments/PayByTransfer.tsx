// How to pay a document by bank transfer: the EPC QR code a banking app scans (drawn from the
// server's encoding), and the same transfer written out for typing — beneficiary, IBAN, amount, and
// the RF reference that lets the restaurant's bank statement find the document by itself.
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { parseEpcPayload } from '../../../graph/domain/epc-qr.ts';
import { formatCreditorReference } from '../../../graph/domain/creditor-reference.ts';
import { QrCode } from '../../components/QrCode.tsx';
import { formatCents } from '../../components/money.ts';
import type { PayByTransfer_qr$key } from './__generated__/PayByTransfer_qr.graphql';
import './payments.css';


/** IBANs in groups of four, as printed. */
function groupsOfFour(text: string): string {
  return text.replace(/(.{4})(?=.)/g, '$1 ');
}

export function PayByTransfer(props: { qr: PayByTransfer_qr$key; number: string }) {
  const intl = useIntl();
  const qr = useFragment(
    graphql`
      fragment PayByTransfer_qr on PaymentQr {
        payload
        size
        path
      }
    `,
    props.qr,
  );
  const transfer = parseEpcPayload(qr.payload);
  if (!transfer) return null;
  return (
    <div className="pay-transfer">
      <QrCode size={qr.size} path={qr.path} pixels={144} label={intl.formatMessage({ id: 'payments.transfer.qrLabel' }, { number: props.number })} />
      <dl className="pay-transfer__facts">
        <dt>
          <FormattedMessage id="payments.transfer.beneficiary" />
        </dt>
        <dd>{transfer.name}</dd>
        <dt>IBAN</dt>
        <dd>{groupsOfFour(transfer.iban)}</dd>
        {transfer.bic && (
          <>
            <dt>BIC</dt>
            <dd>{transfer.bic}</dd>
          </>
        )}
        <dt>
          <FormattedMessage id="payments.transfer.amount" />
        </dt>
        <dd>
          <strong>{formatCents(transfer.amountCents, intl.locale)}</strong>
        </dd>
        {transfer.reference && (
          <>
            <dt>
              <FormattedMessage id="payments.transfer.reference" />
            </dt>
            <dd>
              <strong>{formatCreditorReference(transfer.reference)}</strong>
            </dd>
          </>
        )}
      </dl>
      <p className="pay-transfer__hint">
        <FormattedMessage id="payments.transfer.hint" />
      </p>
    </div>
  );
}
