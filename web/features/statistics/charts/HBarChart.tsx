// Horizontal bars for a ranking (the organisations that booked most): the name above each bar,
// the figure at its end, and a second figure (guests) after it.
import type { ReactNode } from 'react';
import { linearScale } from './scale.ts';
import { ChartFrame, useWidth, type TableData } from './Chart.tsx';

export interface RankItem {
  key: string;
  label: string;
  value: number;
  detail?: string;
}

const CHAR = 7.2;

function clip(text: string, room: number): string {
  const max = Math.max(4, Math.floor(room / CHAR));
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export function HBarChart(props: {
  title: string;
  summary?: ReactNode;
  items: RankItem[];
  color: string;
  format(value: number): string;
  valueLabel: string;
  detailLabel?: string;
  rowHeader: string;
  xLabel: string;
}) {
  const [ref, width] = useWidth();
  const max = Math.max(0, ...props.items.map((i) => i.value));
  const rowHeight = 46;
  const valueRoom = 150;
  const barRoom = Math.max(40, width - valueRoom);
  const x = linearScale(max, barRoom);
  const height = props.items.length * rowHeight + 24;
  const table: TableData = {
    rowHeader: props.rowHeader,
    columns: [props.valueLabel, ...(props.detailLabel ? [props.detailLabel] : [])],
    rows: props.items.map((item) => ({ label: item.label, values: [props.format(item.value), ...(props.detailLabel ? [item.detail ?? ''] : [])] })),
  };
  return (
    <ChartFrame title={props.title} summary={props.summary} table={table} empty={max === 0}>
      {({ titleId, descId }) => (
        <div ref={ref} className="chart__canvas">
          <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={`${titleId} ${descId}`} className="chart__svg">
            {props.items.map((item, index) => {
              const y = index * rowHeight;
              const w = Math.max(3, x(item.value));
              return (
                <g key={item.key}>
                  <title>{`${index + 1}. ${item.label}: ${props.valueLabel} ${props.format(item.value)}${item.detail ? `, ${props.detailLabel ?? ''} ${item.detail}` : ''}`}</title>
                  <text x={0} y={y + 13} className="hbar__label">
                    <tspan className="hbar__rank">{index + 1}.</tspan> {clip(item.label, width - 24)}
                  </text>
                  <rect x={0} y={y + 20} width={w} height={16} rx={4} style={{ fill: props.color }} className="chart__bar" />
                  <text x={w + 8} y={y + 32} className="hbar__value">
                    {props.format(item.value)}
                    {item.detail && <tspan className="hbar__detail"> · {item.detail}</tspan>}
                  </text>
                </g>
              );
            })}
            <text x={0} y={height - 4} className="chart__axis-title">
              {props.xLabel}
            </text>
          </svg>
        </div>
      )}
    </ChartFrame>
  );
}
