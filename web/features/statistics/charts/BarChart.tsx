// Vertical bars: several series stacked (reservations per week by stop type) or side by side
// (lead times by stop type), with a value axis of nice round ticks, gridlines, axis titles and a
// tooltip (<title>) per bar. Drawn at the container's width; labels thin out when space is short.
import { bandScale, linearScale, niceTicks } from './scale.ts';
import { ChartFrame, useWidth, type TableData } from './Chart.tsx';
import type { ReactNode } from 'react';

export interface BarSeries {
  key: string;
  label: string;
  color: string;
  values: number[];
}

export interface BarChartProps {
  title: string;
  summary?: ReactNode;
  /** Short labels under the bars. */
  categories: string[];
  /** Longer labels for tooltips and the table (default: the short ones). */
  categoryTitles?: string[];
  series: BarSeries[];
  mode?: 'stacked' | 'grouped';
  xLabel: string;
  yLabel: string;
  format(value: number): string;
  /** The table's first column header and its "total" column (stacked charts). */
  rowHeader: string;
  totalLabel?: string;
  height?: number;
  wide?: boolean;
  controls?: ReactNode;
}

/** About how wide one character of the 12 px labels is. */
const LABEL_CHAR = 6.4;

export function BarChart(props: BarChartProps) {
  const [ref, width] = useWidth();
  const mode = props.mode ?? 'stacked';
  const height = props.height ?? 260;
  const titles = props.categoryTitles ?? props.categories;
  const totals = props.categories.map((_, i) => props.series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0));
  const peak = mode === 'stacked' ? Math.max(0, ...totals) : Math.max(0, ...props.series.flatMap((s) => s.values));
  const ticks = niceTicks(peak, height < 220 ? 3 : 4);
  const tickLabels = ticks.ticks.map(props.format);
  const margin = { top: 28, right: 8, bottom: 46, left: Math.max(28, Math.max(...tickLabels.map((t) => t.length)) * LABEL_CHAR + 14) };
  const plotWidth = Math.max(40, width - margin.left - margin.right);
  const plotHeight = height - margin.top - margin.bottom;
  const y = linearScale(ticks.max, plotHeight);
  const band = bandScale(props.categories.length, plotWidth, props.categories.length > 20 ? 0.18 : 0.3);
  // Show every n-th category label so that they do not overlap.
  const longest = Math.max(1, ...props.categories.map((c) => c.length));
  const every = Math.max(1, Math.ceil(((longest * LABEL_CHAR + 8) * props.categories.length) / plotWidth));

  const table: TableData = {
    rowHeader: props.rowHeader,
    columns: [...props.series.map((s) => s.label), ...(mode === 'stacked' && props.totalLabel ? [props.totalLabel] : [])],
    rows: props.categories.map((_, i) => ({
      label: titles[i] ?? '',
      values: [...props.series.map((s) => props.format(s.values[i] ?? 0)), ...(mode === 'stacked' && props.totalLabel ? [props.format(totals[i] ?? 0)] : [])],
    })),
  };

  return (
    <ChartFrame
      title={props.title}
      summary={props.summary}
      legend={props.series.map((s) => ({ label: s.label, color: s.color }))}
      table={table}
      wide={props.wide}
      controls={props.controls}
      empty={peak === 0}
    >
      {({ titleId, descId }) => (
        <div ref={ref} className="chart__canvas">
          <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={`${titleId} ${descId}`} className="chart__svg">
            <g transform={`translate(${margin.left},${margin.top})`}>
              <text className="chart__axis-title" x={-margin.left + 2} y={-14}>
                {props.yLabel}
              </text>
              {ticks.ticks.map((tick, i) => (
                <g key={tick} transform={`translate(0,${plotHeight - y(tick)})`}>
                  <line className={tick === 0 ? 'chart__baseline' : 'chart__grid'} x1={0} x2={plotWidth} />
                  <text className="chart__tick" x={-8} dy="0.32em" textAnchor="end">
                    {tickLabels[i]}
                  </text>
                </g>
              ))}
              {props.categories.map((category, i) => {
                const tooltip = `${titles[i]}: ${props.series.map((s) => `${s.label} ${props.format(s.values[i] ?? 0)}`).join(', ')}`;
                let stackTop = 0;
                const groupWidth = band.width / props.series.length;
                return (
                  <g key={`${category}-${i}`}>
                    <title>{tooltip}</title>
                    {props.series.map((s, si) => {
                      const value = s.values[i] ?? 0;
                      if (value <= 0) return null;
                      const h = y(value);
                      if (mode === 'stacked') {
                        const rect = (
                          <rect key={s.key} x={band.start(i)} y={plotHeight - stackTop - h} width={band.width} height={Math.max(1, h)} style={{ fill: s.color }} className="chart__bar" />
                        );
                        stackTop += h;
                        return rect;
                      }
                      return <rect key={s.key} x={band.start(i) + si * groupWidth} y={plotHeight - h} width={Math.max(1, groupWidth - 2)} height={Math.max(1, h)} style={{ fill: s.color }} className="chart__bar" rx={2} />;
                    })}
                    {i % every === 0 && (
                      <text className="chart__tick" x={band.centre(i)} y={plotHeight + 16} textAnchor="middle">
                        {category}
                      </text>
                    )}
                  </g>
                );
              })}
              <text className="chart__axis-title" x={plotWidth / 2} y={plotHeight + 38} textAnchor="middle">
                {props.xLabel}
              </text>
            </g>
          </svg>
        </div>
      )}
    </ChartFrame>
  );
}
