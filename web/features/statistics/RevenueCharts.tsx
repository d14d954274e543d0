// The statistics' money: net revenue of the issued invoices (credit notes subtracted) per month of
// the range, per stop type and per client. The server sums; amounts are shown with graph/domain/money.ts.
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { formatMoney } from '../../../graph/domain/money.ts';
import { monthsOf, type DateRange } from '../staff/dateRange.ts';
import { BarChart } from './charts/BarChart.tsx';
import { DonutChart } from './charts/DonutChart.tsx';
import { HBarChart } from './charts/HBarChart.tsx';
import type { RevenueCharts_revenue$key } from './__generated__/RevenueCharts_revenue.graphql';

const fragment = graphql`
  fragment RevenueCharts_revenue on Revenue {
    currency
    netCents
    months {
      month
      netCents
      documents
    }
    stopTypes {
      type
      netCents
    }
    clients {
      name
      netCents
      client {
        id
      }
    }
  }
`;

const STOP_LABELS = defineMessages({ short: { id: 'staff.stop.short' }, long: { id: 'staff.stop.long' } });

const COLORS = { revenue: 'var(--chart-revenue)', short: 'var(--chart-short)', long: 'var(--chart-long)' };

export function RevenueCharts(props: { revenue: RevenueCharts_revenue$key; range: DateRange }) {
  const revenue = useFragment(fragment, props.revenue);
  const intl = useIntl();
  const language = intl.locale.startsWith('sl') ? 'sl' : 'en';
  const money = (cents: number) => formatMoney(cents, revenue.currency, language);
  const pct = (value: number) => intl.formatNumber(value / 100, { style: 'percent' });
  const byMonth = new Map(revenue.months.map((m) => [m.month, m]));
  const months = monthsOf(props.range).map((month) => byMonth.get(month) ?? { month, netCents: 0, documents: 0 });
  const monthLabel = (month: string) => intl.formatDate(`${month}-15T12:00:00Z`, { month: 'short', year: '2-digit', timeZone: 'UTC' });
  const monthTitle = (month: string) => intl.formatDate(`${month}-15T12:00:00Z`, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const top = revenue.clients[0];
  const stopLabel = (type: string) => intl.formatMessage(type === 'SHORT_STOP' ? STOP_LABELS.short : STOP_LABELS.long);

  return (
    <section className="revenue" aria-labelledby="revenue-title">
      <h2 id="revenue-title" className="revenue__title">
        <FormattedMessage id="staff.stats.revenue.title" />
      </h2>
      <p className="revenue__total">
        <FormattedMessage id="staff.stats.revenue.total" values={{ amount: <strong>{money(revenue.netCents)}</strong> }} />
      </p>
      <div className="charts">
        <BarChart
          wide
          title={intl.formatMessage({ id: 'staff.stats.revenue.months' })}
          categories={months.map((m) => monthLabel(m.month))}
          categoryTitles={months.map((m) => intl.formatMessage({ id: 'staff.stats.revenue.monthTitle' }, { month: monthTitle(m.month), documents: m.documents }))}
          series={[{ key: 'revenue', label: intl.formatMessage({ id: 'staff.stats.revenue.net' }), color: COLORS.revenue, values: months.map((m) => m.netCents) }]}
          xLabel={intl.formatMessage({ id: 'staff.stats.revenue.month' })}
          yLabel={intl.formatMessage({ id: 'staff.stats.revenue.net' })}
          rowHeader={intl.formatMessage({ id: 'staff.stats.revenue.month' })}
          format={money}
          height={240}
        />
        <DonutChart
          title={intl.formatMessage({ id: 'staff.stats.revenue.stopTypes' })}
          parts={revenue.stopTypes.map((s) => ({ key: s.type, label: stopLabel(s.type), color: s.type === 'SHORT_STOP' ? COLORS.short : COLORS.long, value: s.netCents }))}
          totalLabel={intl.formatMessage({ id: 'staff.stats.revenue.net' })}
          format={money}
          formatPercent={pct}
          rowHeader={intl.formatMessage({ id: 'staff.stats.revenue.stopType' })}
          valueHeader={intl.formatMessage({ id: 'staff.stats.revenue.net' })}
          shareHeader={intl.formatMessage({ id: 'staff.stats.share' })}
        />
        <HBarChart
          title={intl.formatMessage({ id: 'staff.stats.revenue.clients' })}
          summary={top && top.netCents > 0 ? <FormattedMessage id="staff.stats.revenue.clientsSummary" values={{ name: top.name, amount: money(top.netCents) }} /> : undefined}
          items={revenue.clients.map((c, index) => ({ key: c.client?.id ?? `${c.name}-${index}`, label: c.name, value: c.netCents }))}
          color={COLORS.revenue}
          format={money}
          valueLabel={intl.formatMessage({ id: 'staff.stats.revenue.net' })}
          rowHeader={intl.formatMessage({ id: 'staff.stats.top.organisation' })}
          xLabel={intl.formatMessage({ id: 'staff.stats.revenue.net' })}
        />
      </div>
    </section>
  );
}
