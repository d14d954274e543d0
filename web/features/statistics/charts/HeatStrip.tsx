// A heat strip: one cell per weekday or hour, darker where it is busier, the number in each cell —
// the busiest times stand out at a glance, and the exact counts are there to read.
import type { ReactNode } from 'react';
import { heatLevel } from './scale.ts';
import { ChartFrame, useWidth, type TableData } from './Chart.tsx';

export interface HeatCell {
  key: string;
  /** Short label under the cell. */
  label: string;
  /** Full label (tooltip and table). */
  title: string;
  value: number;
  /** A second figure for the tooltip and table (e.g. guests). */
  detail?: number;
}

export const HEAT_COLORS = [0, 1, 2, 3, 4, 5].map((level) => `var(--heat-${level})`);

export function HeatStrip(props: {
  title: string;
  summary?: ReactNode;
  cells: HeatCell[];
  xLabel: string;
  valueLabel: string;
  detailLabel?: string;
  format(value: number): string;
  rowHeader: string;
  /** Cells per row at most (hours wrap into two rows on a phone). */
  minCellWidth?: number;
}) {
  const [ref, width] = useWidth();
  const max = Math.max(0, ...props.cells.map((c) => c.value));
  const minCell = props.minCellWidth ?? 30;
  // As many cells per row as fit, spread evenly over the rows needed (8 + 7, not 11 + 4).
  const fit = Math.max(1, Math.min(props.cells.length, Math.floor(width / minCell)));
  const rows = Math.ceil(props.cells.length / fit);
  const perRow = Math.ceil(props.cells.length / rows);
  const cellWidth = width / perRow;
  const cellHeight = 44;
  const rowHeight = cellHeight + 22;
  const height = rows * rowHeight + 20;
  const table: TableData = {
    rowHeader: props.rowHeader,
    columns: [props.valueLabel, ...(props.detailLabel ? [props.detailLabel] : [])],
    rows: props.cells.map((c) => ({ label: c.title, values: [props.format(c.value), ...(props.detailLabel ? [props.format(c.detail ?? 0)] : [])] })),
  };
  return (
    <ChartFrame title={props.title} summary={props.summary} table={table} empty={max === 0}>
      {({ titleId, descId }) => (
        <div ref={ref} className="chart__canvas">
          <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={`${titleId} ${descId}`} className="chart__svg">
            {props.cells.map((cell, index) => {
              const row = Math.floor(index / perRow);
              const col = index % perRow;
              const level = heatLevel(cell.value, max);
              const x = col * cellWidth;
              const y = row * rowHeight;
              return (
                <g key={cell.key}>
                  <title>{`${cell.title}: ${props.valueLabel} ${props.format(cell.value)}${props.detailLabel ? `, ${props.detailLabel} ${props.format(cell.detail ?? 0)}` : ''}`}</title>
                  <rect x={x + 1.5} y={y} width={Math.max(2, cellWidth - 3)} height={cellHeight} rx={6} style={{ fill: HEAT_COLORS[level] }} className="heat__cell" />
                  {cellWidth >= 22 && (
                    <text x={x + cellWidth / 2} y={y + cellHeight / 2} dy="0.35em" textAnchor="middle" className={`heat__value${level >= 4 ? ' heat__value--light' : ''}`}>
                      {cell.value > 0 ? props.format(cell.value) : '·'}
                    </text>
                  )}
                  <text x={x + cellWidth / 2} y={y + cellHeight + 15} textAnchor="middle" className="chart__tick">
                    {cell.label}
                  </text>
                </g>
              );
            })}
            <text x={width / 2} y={height - 2} textAnchor="middle" className="chart__axis-title">
              {props.xLabel}
            </text>
          </svg>
        </div>
      )}
    </ChartFrame>
  );
}
