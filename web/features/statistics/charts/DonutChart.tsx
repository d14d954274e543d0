// A donut of parts of a whole (how reservations ended up), with the total in the middle and the
// parts, their counts and shares in the legend beside it.
import type { ReactNode } from 'react';
import { arcPath, arcs, percent } from './scale.ts';
import { ChartFrame, type TableData } from './Chart.tsx';

export interface DonutPart {
  key: string;
  label: string;
  color: string;
  value: number;
}

export function DonutChart(props: {
  title: string;
  summary?: ReactNode;
  parts: DonutPart[];
  totalLabel: string;
  format(value: number): string;
  formatPercent(share: number): string;
  rowHeader: string;
  valueHeader: string;
  shareHeader: string;
}) {
  const total = props.parts.reduce((sum, p) => sum + Math.max(0, p.value), 0);
  const slices = arcs(props.parts.map((p) => p.value));
  const size = 200;
  const centre = size / 2;
  const table: TableData = {
    rowHeader: props.rowHeader,
    columns: [props.valueHeader, props.shareHeader],
    rows: props.parts.map((p) => ({ label: p.label, values: [props.format(p.value), props.formatPercent(percent(p.value, total))] })),
  };
  return (
    <ChartFrame title={props.title} summary={props.summary} table={table} empty={total === 0}>
      {({ titleId, descId }) => (
        <div className="donut">
          <svg className="donut__svg" width={size} height={size} viewBox={`0 0 ${size} ${size}`} role="img" aria-labelledby={`${titleId} ${descId}`}>
            {slices.map((slice) => {
              const part = props.parts[slice.index]!;
              return (
                <path key={part.key} d={arcPath(centre, centre, 92, 58, slice.start, slice.end)} style={{ fill: part.color }} className="donut__slice">
                  <title>{`${part.label}: ${props.format(part.value)} (${props.formatPercent(percent(part.value, total))})`}</title>
                </path>
              );
            })}
            <text x={centre} y={centre - 4} textAnchor="middle" className="donut__total">
              {props.format(total)}
            </text>
            <text x={centre} y={centre + 18} textAnchor="middle" className="donut__caption">
              {props.totalLabel}
            </text>
          </svg>
          <ul className="donut__legend">
            {props.parts.map((part) => (
              <li key={part.key} className={part.value === 0 ? 'is-zero' : undefined}>
                <span className="chart__swatch" style={{ background: part.color }} aria-hidden="true" />
                <span className="donut__label">{part.label}</span>
                <strong>{props.format(part.value)}</strong>
                <span className="donut__share">{props.formatPercent(percent(part.value, total))}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </ChartFrame>
  );
}
