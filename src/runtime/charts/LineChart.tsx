// A line over months (a dashboard's line tile): one point a month, its value written above it, some of the
// months along the bottom (every point names its month to a screen reader). Hand-written SVG like the bar chart, so a dashboard loads no chart package.
import '../../styles/charts.css';
import { plainNumber } from '../../../contract/numbers';

export interface LinePoint {
  key: string;
  label: string;
  value: number;
}

export interface LineChartProps {
  title: string;
  points: readonly LinePoint[];
  emptyText: string;
  /** the accessible name of one point ("2025-09: 14") */
  describePoint: (point: LinePoint) => string;
  /** the language its numbers are written in */
  language: string;
}

const WIDTH = 600;
const HEIGHT = 180;
const PAD = { top: 24, right: 16, bottom: 28, left: 16 };

/** Where each point sits in the drawing: spread evenly across, the highest value at the top. */
export function layoutLine(points: readonly LinePoint[]): (LinePoint & { x: number; y: number })[] {
  const max = Math.max(0, ...points.map((point) => point.value));
  const span = WIDTH - PAD.left - PAD.right;
  const rise = HEIGHT - PAD.top - PAD.bottom;
  return points.map((point, index) => ({
    ...point,
    x: PAD.left + (points.length === 1 ? span / 2 : (span * index) / (points.length - 1)),
    y: PAD.top + (max === 0 ? rise : rise - (point.value / max) * rise),
  }));
}

/** At most this many month labels along the bottom, so that they never run into each other. */
const MAX_LABELS = 4;

/** Whether the point at index carries a label: the first, the last and evenly spaced ones between. */
export function labelled(index: number, count: number): boolean {
  if (count <= MAX_LABELS || index === 0 || index === count - 1) return true;
  const step = Math.ceil((count - 1) / (MAX_LABELS - 1));
  return index % step === 0 && count - 1 - index >= step / 2;
}

export function LineChart({ title, points, emptyText, describePoint, language }: LineChartProps) {
  const laid = layoutLine(points);
  const anchorOf = (index: number) => (laid.length === 1 ? 'middle' : index === 0 ? 'start' : index === laid.length - 1 ? 'end' : 'middle');
  return (
    <figure className="line-chart">
      <figcaption className="bar-chart__caption"><span className="bar-chart__title">{title}</span></figcaption>
      {laid.length === 0 ? <p className="bar-chart__empty muted">{emptyText}</p> : (
        <svg className="line-chart__svg" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={title}>
          <polyline className="line-chart__line" points={laid.map((point) => `${point.x},${point.y}`).join(' ')} />
          {laid.map((point, index) => (
            <g key={point.key} role="img" aria-label={describePoint(point)}>
              <circle className="line-chart__dot" cx={point.x} cy={point.y} r={laid.length > 24 ? 2.5 : 4} />
              {point.value > 0 && laid.length <= 24 && (
                <text className="line-chart__value" x={point.x} y={point.y - 10} textAnchor={anchorOf(index)}>{plainNumber(point.value, language)}</text>
              )}
              {labelled(index, laid.length) && (
                <text className="line-chart__label" x={point.x} y={HEIGHT - 8} textAnchor={anchorOf(index)}>{point.label}</text>
              )}
            </g>
          ))}
        </svg>
      )}
    </figure>
  );
}
