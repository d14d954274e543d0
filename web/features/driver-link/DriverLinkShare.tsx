// The driver's live link on a confirmed reservation, for its organisation (My reservations) and for
// staff (the order panel): the link in a read-only field, a copy button, and "renew" (every link
// given out stops working; the new one is shown). Nothing while the reservation has no link.
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { useMay } from '../../auth/abilities.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { commitAsync } from '../../components/forms/commit.ts';
import { problemMessage, type Text } from '../../components/forms/messages.ts';
import { readProblem } from '../../components/forms/problems.ts';
import { useCopy } from '../../components/forms/useCopy.ts';
import { toasts } from '../../lib/toast.ts';
import type { DriverLinkShare_reservation$key } from './__generated__/DriverLinkShare_reservation.graphql';
import type { DriverLinkShareRenewMutation } from './__generated__/DriverLinkShareRenewMutation.graphql';
import './DriverLinkShare.css';

const fragment = graphql`
  fragment DriverLinkShare_reservation on Reservation {
    id
    orderNumber
    driverLink
  }
`;

const renewMutation = graphql`
  mutation DriverLinkShareRenewMutation($input: RenewDriverLinkInput!) {
    renewDriverLink(input: $input) {
      reservation {
        id
        driverLink
      }
    }
  }
`;

export function DriverLinkShare(props: { reservation: DriverLinkShare_reservation$key; audience: 'client' | 'staff' }) {
  const intl = useIntl();
  const r = useFragment(fragment, props.reservation);
  const [commit, busy] = useMutation<DriverLinkShareRenewMutation>(renewMutation);
  const { ref, copied, setCopied, copy } = useCopy();
  const [asking, setAsking] = useState(false);
  // A client renews the link only in a role that books (staff always).
  const mayRenew = useMay('book');
  const [problem, setProblem] = useState<Text | null>(null);
  const fieldId = useId();
  if (!r.driverLink) return null;

  const renew = async () => {
    try {
      await commitAsync(commit, { input: { reservationId: r.id } });
      setAsking(false);
      setCopied(false);
      toasts.show({ id: 'driverLink.renewed' }, { values: { orderNumber: r.orderNumber } });
    } catch (error) {
      setProblem(problemMessage(readProblem(error)));
    }
  };

  return (
    <section className="driver-link" aria-labelledby={`${fieldId}-title`} data-testid="driver-link">
      <h3 id={`${fieldId}-title`} className="driver-link__title">
        <FormattedMessage id="driverLink.title" />
      </h3>
      <p className="driver-link__hint">
        <FormattedMessage id={props.audience === 'client' ? 'driverLink.hint.client' : 'driverLink.hint.staff'} />
      </p>
      <div className="driver-link__row">
        <label htmlFor={fieldId} className="visually-hidden">
          <FormattedMessage id="driverLink.field" values={{ orderNumber: r.orderNumber }} />
        </label>
        <input id={fieldId} ref={ref} className="input driver-link__url" type="text" readOnly value={r.driverLink} onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className="btn btn--small btn--primary" onClick={() => void copy(r.driverLink ?? null)}>
          {copied ? <FormattedMessage id="driverLink.copied" /> : <FormattedMessage id="driverLink.copy" />}
        </button>
        {mayRenew && (
          <button
            type="button"
            className="btn btn--small btn--ghost"
            onClick={() => {
              setProblem(null);
              setAsking(true);
            }}
            aria-label={intl.formatMessage({ id: 'driverLink.renew.label' }, { orderNumber: r.orderNumber })}
          >
            <FormattedMessage id="driverLink.renew" />
          </button>
        )}
      </div>
      <ConfirmDialog
        open={asking}
        title={<FormattedMessage id="driverLink.renew.title" values={{ orderNumber: r.orderNumber }} />}
        description={<FormattedMessage id="driverLink.renew.text" />}
        confirmLabel={<FormattedMessage id="driverLink.renew" />}
        busy={busy}
        problem={problem && <FormattedMessage {...problem.descriptor} values={problem.values} />}
        onConfirm={() => void renew()}
        onClose={() => setAsking(false)}
      />
    </section>
  );
}
