// The statistics' arrivals and no-shows: the two rates (their denominators are defined in
// graph/domain/outcomes.ts and computed by the server) and the closed reservations by outcome.
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { OutcomeRates_closed$key } from './__generated__/OutcomeRates_closed.graphql';
import { DonutChart } from '../statistics/charts/DonutChart.tsx';
import './CheckIn.css';

const fragment = graphql`
  fragment OutcomeRates_closed on ClosedReservationStatistics {
    outcomes {
      outcome
      count
    }
    closed
    expected
    arrivalRate
    noShowRate
  }
`;

const OUTCOME_LABELS = defineMessages({
  ARRIVED: { id: 'checkin.stats.ARRIVED' },
  NO_SHOW: { id: 'checkin.stats.NO_SHOW' },
  CANCELLED_BY_CLIENT: { id: 'checkin.stats.CANCELLED_BY_CLIENT' },
  CANCELLED_BY_STAFF: { id: 'checkin.stats.CANCELLED_BY_STAFF' },
  DECLINED: { id: 'checkin.stats.DECLINED' },
});

const COLORS: Record<string, string> = {
  ARRIVED: 'var(--chart-arrived)',
  NO_SHOW: 'var(--chart-no-show)',
  CANCELLED_BY_CLIENT: 'var(--chart-cancelled-by-client)',
  CANCELLED_BY_STAFF: 'var(--chart-cancelled-by-staff)',
  DECLINED: 'var(--chart-declined)',
};

export function OutcomeRates(props: { closed: OutcomeRates_closed$key }) {
  const intl = useIntl();
  const closed = useFragment(fragment, props.closed);
  const rate = (value: number | null | undefined) =>
    value === null || value === undefined ? intl.formatMessage({ id: 'checkin.stats.none' }) : intl.formatNumber(value, { style: 'percent', maximumFractionDigits: 1 });
  return (
    <section className="outcome-rates" aria-labelledby="outcome-rates-title" data-testid="outcome-rates">
      <h2 id="outcome-rates-title" className="outcome-rates__title">
        <FormattedMessage id="checkin.stats.title" />
      </h2>
      <p className="outcome-rates__lead">
        <FormattedMessage id="checkin.stats.lead" />
      </p>
      <dl className="outcome-rates__tiles">
        <div className="outcome-rates__tile outcome-rates__tile--arrival">
          <dt>
            <FormattedMessage id="checkin.stats.arrivalRate" />
          </dt>
          <dd data-testid="arrival-rate">{rate(closed.arrivalRate)}</dd>
          <dd className="outcome-rates__hint">
            <FormattedMessage id="checkin.stats.arrivalRateHint" values={{ closed: closed.closed }} />
          </dd>
        </div>
        <div className="outcome-rates__tile outcome-rates__tile--no-show">
          <dt>
            <FormattedMessage id="checkin.stats.noShowRate" />
          </dt>
          <dd data-testid="no-show-rate">{rate(closed.noShowRate)}</dd>
          <dd className="outcome-rates__hint">
            <FormattedMessage id="checkin.stats.noShowRateHint" values={{ expected: closed.expected }} />
          </dd>
        </div>
      </dl>
      <DonutChart
        title={intl.formatMessage({ id: 'checkin.stats.title' })}
        parts={closed.outcomes.map((o) => ({ key: o.outcome, label: intl.formatMessage(OUTCOME_LABELS[o.outcome as keyof typeof OUTCOME_LABELS] ?? OUTCOME_LABELS.DECLINED), color: COLORS[o.outcome] ?? 'var(--chart-declined)', value: o.count }))}
        totalLabel={intl.formatMessage({ id: 'checkin.stats.count' })}
        format={(value) => intl.formatNumber(value)}
        formatPercent={(share) => intl.formatNumber(share / 100, { style: 'percent' })}
        rowHeader={intl.formatMessage({ id: 'checkin.stats.outcome' })}
        valueHeader={intl.formatMessage({ id: 'checkin.stats.count' })}
        shareHeader={intl.formatMessage({ id: 'staff.stats.share' })}
      />
    </section>
  );
}
