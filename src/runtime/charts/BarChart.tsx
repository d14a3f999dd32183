// A horizontal bar chart: each row its label (text that wraps like any other) over a small SVG bar with
// its number at the bar's end. Hand-written rather than a chart package, so the statistics chunk stays a
// few kilobytes; bars are sized in percent, so the text keeps its size on a phone.
import '../../styles/charts.css';
import { plainNumber } from '../../../contract/numbers';
import { Link } from '../ui/Link';

export interface Bar {
  id: string | number;
  label: string;
  value: number;
}

export interface BarChartProps {
  title: string;
  bars: readonly Bar[];
  /** the caption's total, already worded ("Total: 12") */
  totalText: string;
  /** shown instead of the bars when every one is zero or there are none */
  emptyText: string;
  /** the accessible name of one bar ("Professor: 4") */
  describeBar: (bar: Bar) => string;
  /** where a bar's label leads (the rows it counts), when it leads anywhere */
  hrefOf?: (bar: Bar) => string | undefined;
  /** the value a full bar stands for (100 for a rate in percent); without it, the largest bar's */
  scale?: number;
  /** the language its numbers are written in (3,42 in Georgian) */
  language: string;
}

/** The share of the row the longest bar takes, in percent; the rest is room for its number. */
export const BAR_ROOM_PERCENT = 86;
const BAR_HEIGHT = 16;
/** a count above zero never draws thinner than this, in percent */
const THINNEST_PERCENT = 0.5;

export interface BarGeometry extends Bar {
  /** the bar's length in percent of the row */
  share: number;
}

/**
 * How long each bar is: the scale (else the longest bar) takes the bar room, each bar its share of it, a non-zero one
 * at least visible and none longer than the room.
 */
export function layoutBars(bars: readonly Bar[], scale?: number): BarGeometry[] {
  const max = scale ?? Math.max(0, ...bars.map((bar) => bar.value));
  return bars.map((bar) => ({
    ...bar,
    share: max <= 0 || bar.value <= 0 ? 0 : Math.max(THINNEST_PERCENT, Math.round(Math.min(1, bar.value / max) * BAR_ROOM_PERCENT * 10) / 10),
  }));
}

export function BarChart({ title, bars, totalText, emptyText, describeBar, hrefOf, scale, language }: BarChartProps) {
  const rows = layoutBars(bars, scale);
  const empty = rows.every((row) => row.value <= 0);
  return (
    <figure className="bar-chart">
      <figcaption className="bar-chart__caption">
        <span className="bar-chart__title">{title}</span>
        <span className="bar-chart__total">{totalText}</span>
      </figcaption>
      {empty ? (
        <p className="bar-chart__empty muted">{emptyText}</p>
      ) : (
        <ul className="bar-chart__rows">
          {rows.map((row) => (
            <li key={row.id} className="bar-chart__row">
              {hrefOf?.(row) ? <Link className="bar-chart__label" to={hrefOf(row)!}>{row.label}</Link> : <span className="bar-chart__label">{row.label}</span>}
              <svg className="bar-chart__svg" width="100%" height={BAR_HEIGHT} role="img" aria-label={describeBar(row)}>
                <rect className="bar-chart__track" x={0} y={0} width={`${BAR_ROOM_PERCENT}%`} height={BAR_HEIGHT} rx={4} />
                <rect className="bar-chart__bar" x={0} y={0} width={`${row.share}%`} height={BAR_HEIGHT} rx={4} />
                <text className="bar-chart__value" x={`${row.share}%`} dx={8} y={BAR_HEIGHT - 3}>{plainNumber(row.value, language)}</text>
              </svg>
            </li>
          ))}
        </ul>
      )}
    </figure>
  );
}
