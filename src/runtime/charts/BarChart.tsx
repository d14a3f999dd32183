// A horizontal bar chart drawn as plain SVG: each bar with its label above it and its number at its end.
// Hand-written rather than a chart package, so the statistics chunk stays a few kilobytes.
import '../../styles/charts.css';

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
  /** shown instead of the chart when every bar is zero or there are none */
  emptyText: string;
  /** the accessible name of one bar ("Professor: 4") */
  describeBar: (bar: Bar) => string;
}

export const CHART_WIDTH = 480;
const ROW_HEIGHT = 44;
const BAR_HEIGHT = 16;
const LABEL_BASELINE = 15;
/** room at the right of the longest bar for its number */
const NUMBER_ROOM = 48;

export interface BarGeometry extends Bar {
  y: number;
  width: number;
}

/** Where each bar goes: one row each, the longest bar as wide as the chart allows, a non-zero bar at least visible. */
export function layoutBars(bars: readonly Bar[], width = CHART_WIDTH): { rows: BarGeometry[]; height: number } {
  const max = Math.max(0, ...bars.map((bar) => bar.value));
  const room = width - NUMBER_ROOM;
  const rows = bars.map((bar, index) => ({
    ...bar,
    y: index * ROW_HEIGHT,
    width: max === 0 || bar.value <= 0 ? 0 : Math.max(2, Math.round((bar.value / max) * room)),
  }));
  return { rows, height: bars.length * ROW_HEIGHT };
}

export function BarChart({ title, bars, totalText, emptyText, describeBar }: BarChartProps) {
  const { rows, height } = layoutBars(bars);
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
        <svg className="bar-chart__svg" viewBox={`0 0 ${CHART_WIDTH} ${height}`} role="list" aria-label={title}>
          {rows.map((row) => (
            <g key={row.id} transform={`translate(0 ${row.y})`} role="listitem" aria-label={describeBar(row)}>
              <text className="bar-chart__label" x={0} y={LABEL_BASELINE}>{row.label}</text>
              <rect className="bar-chart__track" x={0} y={LABEL_BASELINE + 6} width={CHART_WIDTH - NUMBER_ROOM} height={BAR_HEIGHT} rx={4} />
              <rect className="bar-chart__bar" x={0} y={LABEL_BASELINE + 6} width={row.width} height={BAR_HEIGHT} rx={4} />
              <text className="bar-chart__value" x={row.width + 8} y={LABEL_BASELINE + 6 + BAR_HEIGHT - 3}>{row.value}</text>
            </g>
          ))}
        </svg>
      )}
    </figure>
  );
}
