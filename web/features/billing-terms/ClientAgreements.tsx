// An organisation's agreements on its client card: each with its period, an "in force today" badge
// and what it changes (prices, free places, terms). Staff read them; the manager adds, edits and
// deletes them (docs/decisions.md 63: bookings already made keep the terms they were booked under).
import { Suspense, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { useSession } from '../../auth/useSession.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { commitAsync } from '../../components/forms/commit.ts';
import { readProblem, type Problem } from '../../components/forms/problems.ts';
import { formatCents } from '../../components/money.ts';
import { PageFallback } from '../../components/Spinner.tsx';
import { toasts } from '../../lib/toast.ts';
import { AgreementDialog } from './AgreementDialog.tsx';
import { termsProblemMessage } from './messages.ts';
import '../staff/tag.css';
import './ClientAgreements.css';
import type { ClientAgreements_client$data, ClientAgreements_client$key } from './__generated__/ClientAgreements_client.graphql';
import type { ClientAgreementsDeleteMutation } from './__generated__/ClientAgreementsDeleteMutation.graphql';

const deleteMutation = graphql`
  mutation ClientAgreementsDeleteMutation($input: DeleteAgreementInput!) {
    deleteAgreement(input: $input) {
      client {
        ...ClientAgreements_client
      }
    }
  }
`;

const words = defineMessages({
  deleted: { id: 'billingTerms.agreements.deleted' },
});

export type AgreementView = ClientAgreements_client$data['agreements'][number];

/** A local day (YYYY-MM-DD) as the card shows it ("1 Apr 2026"); anything else as it came. */
function day(date: string, locale: string): string {
  const instant = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(instant.getTime()) ? date : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(instant);
}

function Summary(props: { agreement: AgreementView }) {
  const { agreement: a } = props;
  const intl = useIntl();
  const money = (cents: number) => formatCents(cents, intl.locale);
  const vat = a.pricesIncludeVat ? <FormattedMessage id="billingTerms.agreements.gross" /> : <FormattedMessage id="billingTerms.agreements.net" />;
  const items: React.ReactNode[] = [];
  if (a.shortStopPriceCents != null) items.push(<FormattedMessage key="short" id="billingTerms.agreements.shortPrice" values={{ price: money(a.shortStopPriceCents) }} />);
  if (a.longStopPriceCents != null) items.push(<FormattedMessage key="long" id="billingTerms.agreements.longPrice" values={{ price: money(a.longStopPriceCents) }} />);
  if (a.dishPrices.length) items.push(<FormattedMessage key="dishes" id="billingTerms.agreements.dishCount" values={{ count: a.dishPrices.length }} />);
  if (a.freePlaces)
    items.push(
      a.freePlaces.max != null ? (
        <FormattedMessage key="free" id="billingTerms.agreements.freePlacesMax" values={{ per: a.freePlaces.perPaying, max: a.freePlaces.max }} />
      ) : (
        <FormattedMessage key="free" id="billingTerms.agreements.freePlaces" values={{ per: a.freePlaces.perPaying }} />
      ),
    );
  if (a.crewMealsFree != null) items.push(a.crewMealsFree ? <FormattedMessage key="crew" id="billingTerms.agreements.crewFree" /> : <FormattedMessage key="crew" id="billingTerms.agreements.crewCharged" />);
  if (a.paymentTermsDays != null) items.push(<FormattedMessage key="pay" id="billingTerms.agreements.paymentDays" values={{ days: a.paymentTermsDays }} />);
  if (a.guaranteedPercent != null) items.push(<FormattedMessage key="guarantee" id="billingTerms.agreements.guaranteed" values={{ percent: a.guaranteedPercent }} />);
  if (a.cancellationTerms) items.push(<FormattedMessage key="cancel" id="billingTerms.agreements.ownCancellation" values={{ noShow: a.cancellationTerms.noShowPercent }} />);
  return (
    <ul className="agreement__facts">
      {(a.shortStopPriceCents != null || a.longStopPriceCents != null || a.dishPrices.length > 0) && <li className="agreement__vat">{vat}</li>}
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
      {items.length === 0 && (
        <li className="muted">
          <FormattedMessage id="billingTerms.agreements.nothing" />
        </li>
      )}
    </ul>
  );
}

export function ClientAgreements(props: { client: ClientAgreements_client$key }) {
  const client = useFragment(
    graphql`
      fragment ClientAgreements_client on Client {
        id
        name
        agreements {
          id
          name
          validFrom
          validUntil
          inForceToday
          shortStopPriceCents
          longStopPriceCents
          pricesIncludeVat
          dishPrices {
            __typename
          }
          freePlaces {
            perPaying
            max
          }
          crewMealsFree
          paymentTermsDays
          guaranteedPercent
          cancellationTerms {
            noShowPercent
          }
          ...AgreementDialog_agreement
        }
      }
    `,
    props.client,
  );
  const intl = useIntl();
  const session = useSession();
  const isManager = session?.kind === 'admin' && session.admin.isManager;
  const [editing, setEditing] = useState<{ agreement: AgreementView | null; key: number } | null>(null);
  const [deleting, setDeleting] = useState<AgreementView | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [commitDelete, deletingBusy] = useMutation<ClientAgreementsDeleteMutation>(deleteMutation);

  async function onDelete() {
    if (!deleting) return;
    setProblem(null);
    try {
      await commitAsync(commitDelete, { input: { id: deleting.id } });
      toasts.show(words.deleted, { values: { name: deleting.name } });
      setDeleting(null);
    } catch (caught) {
      setProblem(readProblem(caught));
    }
  }

  if (!isManager && client.agreements.length === 0) return null;
  return (
    <section className="agreements" aria-label={intl.formatMessage({ id: 'billingTerms.agreements.title' })}>
      <div className="agreements__head">
        <h3 className="agreements__title">
          <FormattedMessage id="billingTerms.agreements.title" />
        </h3>
        {isManager && (
          <button type="button" className="btn btn--ghost btn--small" onClick={() => setEditing({ agreement: null, key: Date.now() })}>
            <span aria-hidden="true">+</span> <FormattedMessage id="billingTerms.agreements.add" />
          </button>
        )}
      </div>
      {client.agreements.length === 0 ? (
        <p className="agreements__empty">
          <FormattedMessage id="billingTerms.agreements.none" />
        </p>
      ) : (
        <ul className="agreements__list">
          {client.agreements.map((a) => (
            <li key={a.id} className={`agreement${a.inForceToday ? ' agreement--current' : ''}`}>
              <div className="agreement__head">
                <span className="agreement__name">{a.name}</span>
                {a.inForceToday && (
                  <span className="tag tag--ok">
                    <FormattedMessage id="billingTerms.agreements.inForce" />
                  </span>
                )}
              </div>
              <p className="agreement__period">
                {a.validUntil ? (
                  <FormattedMessage id="billingTerms.agreements.period" values={{ from: day(a.validFrom, intl.locale), until: day(a.validUntil, intl.locale) }} />
                ) : (
                  <FormattedMessage id="billingTerms.agreements.openEnded" values={{ from: day(a.validFrom, intl.locale) }} />
                )}
              </p>
              <Summary agreement={a} />
              {isManager && (
                <div className="agreement__actions">
                  <button type="button" className="btn btn--ghost btn--small" onClick={() => setEditing({ agreement: a, key: Date.now() })}>
                    <FormattedMessage id="billingTerms.agreements.edit" />
                    <span className="visually-hidden">: {a.name}</span>
                  </button>
                  <button
                    type="button"
                    className="btn btn--ghost btn--small btn--danger-ghost"
                    onClick={() => {
                      setProblem(null);
                      setDeleting(a);
                    }}
                  >
                    <FormattedMessage id="billingTerms.agreements.delete" />
                    <span className="visually-hidden">: {a.name}</span>
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <Suspense fallback={<PageFallback />}>
          <AgreementDialog key={editing.key} clientId={client.id} clientName={client.name} agreement={editing.agreement} onClose={() => setEditing(null)} />
        </Suspense>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={<FormattedMessage id="billingTerms.agreements.deleteTitle" values={{ name: deleting?.name ?? '' }} />}
        description={
          <p>
            <FormattedMessage id="billingTerms.agreements.deleteText" />
          </p>
        }
        confirmLabel={<FormattedMessage id="billingTerms.agreements.deleteConfirm" />}
        busy={deletingBusy}
        onConfirm={() => void onDelete()}
        onClose={() => setDeleting(null)}
        problem={problem ? <FormattedMessage {...termsProblemMessage(problem)} /> : null}
      />
    </section>
  );
}
