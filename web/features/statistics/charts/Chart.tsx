// The frame every chart shares: a titled <figure> with a one-line summary, an optional legend, the
// SVG drawn at the container's real width (so text stays legible on a phone), and the same numbers
// as a table behind "Show as table" — the text alternative for screen readers and for people who
// want the exact figures.
import './charts.css';
import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** The element's content width, following resizes (a callback ref: works for elements that mount later). */
export function useWidth(initial = 640): [(element: HTMLElement | null) => void, number] {
  const [width, setWidth] = useState(initial);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((element: HTMLElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element) return;
    const measure = () => {
      const next = Math.floor(element.clientWidth);
      if (next > 0) setWidth((current) => (current === next ? current : next));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    observer.current = new ResizeObserver(measure);
    observer.current.observe(element);
  }, []);
  return [ref, width];
}

export interface LegendItem {
  label: string;
  color: string;
  value?: string;
}

export function Legend(props: { items: LegendItem[] }) {
  return (
    <ul className="chart__legend">
      {props.items.map((item) => (
        <li key={item.label}>
          <span className="chart__swatch" style={{ background: item.color }} aria-hidden="true" />
          <span>{item.label}</span>
          {item.value && <strong className="chart__legend-value">{item.value}</strong>}
        </li>
      ))}
    </ul>
  );
}

export interface TableData {
  /** Header of the first column (what each row is). */
  rowHeader: string;
  columns: string[];
  rows: Array<{ label: string; values: string[] }>;
}

export function DataTable(props: { caption: string; data: TableData }) {
  const { data } = props;
  return (
    <div className="data-table__scroll">
      <table className="data-table data-table--numbers">
        <caption className="visually-hidden">{props.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{data.rowHeader}</th>
            {data.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.rows.map((row, index) => (
            <tr key={`${row.label}-${index}`}>
              <th scope="row">{row.label}</th>
              {row.values.map((value, i) => (
                <td key={i}>{value}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export interface ChartFrameProps {
  title: string;
  summary?: ReactNode;
  legend?: LegendItem[];
  table: TableData;
  /** Wide charts span the whole grid row. */
  wide?: boolean;
  /** Shown instead of the drawing when there is nothing to draw. */
  empty?: boolean;
  /** Controls beside the title (e.g. reservations / guests). */
  controls?: ReactNode;
  children: (ids: { titleId: string; descId: string }) => ReactNode;
}

export function ChartFrame(props: ChartFrameProps) {
  const titleId = useId();
  const descId = useId();
  return (
    <figure className={`chart${props.wide ? ' chart--wide' : ''}`} aria-labelledby={titleId}>
      <div className="chart__head">
        <div className="chart__heading">
          <h2 id={titleId} className="chart__title">
            {props.title}
          </h2>
          {props.summary && (
            <p id={descId} className="chart__summary">
              {props.summary}
            </p>
          )}
        </div>
        {props.controls}
      </div>
      {props.legend && props.legend.length > 0 && !props.empty && <Legend items={props.legend} />}
      {props.empty ? (
        <p className="chart__empty">
          <FormattedMessage id="charts.empty" />
        </p>
      ) : (
        <>
          <div className="chart__body">{props.children({ titleId, descId: props.summary ? descId : titleId })}</div>
          <details className="chart__table">
            <summary>
              <FormattedMessage id="charts.showTable" />
            </summary>
            <DataTable caption={props.title} data={props.table} />
          </details>
        </>
      )}
    </figure>
  );
}
