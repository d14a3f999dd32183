// A dashboard (view: dashboard): the tiles its YAML declares, each a count, a bar or line chart or a short list
// of another screen's rows, answered together by the dashboard's endpoint. A count or a bar leads to that screen's
// list with the same filters. Loaded only on dashboards; it knows no screen by name.
import '../../styles/dashboard.css';
import { useEffect, useState } from 'react';
import { Link } from '../ui/Link';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import type { Tile } from '../../../contract/dsl';
import { labelIn } from '../../../contract/labels';
import { ApiError, swrFetcher } from '../core/api';
import { BarChart } from '../charts/BarChart';
import { LineChart } from '../charts/LineChart';
import { Cell } from '../ui/Cell';
import { preloadLookups } from '../core/lookups';
import type { ScreenDefinition } from '../core/screen';
import { appScreens, loadScreen } from '../core/appScreens';
import { screenPath } from '../../../contract/routes';
import { todayIn } from '../../../contract/instants';
import { universityTimeZone } from '../core/clock';
import { plainNumber } from '../../../contract/numbers';

interface TilePoint {
  key: string;
  label_ka: string;
  label_en: string;
  value: number;
  filter?: Record<string, string>;
}

type TileAnswer =
  | { kind: 'count'; value: number }
  | { kind: 'bar' | 'line'; points: TilePoint[] }
  | { kind: 'list'; rows: Record<string, unknown>[] };

/** The list a tile stands for: the read screen with the tile's filters, and a group's own when given. */
export function listHref(tile: Tile, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({ ...Object.fromEntries(Object.entries(tile.filter ?? {}).map(([key, value]) => [key, String(value)])), ...extra });
  const today = todayIn(universityTimeZone());
  for (const [key, value] of query) if (value === 'today') query.set(key, today);
  const text = query.toString();
  return `/admin/${tile.screen}${text ? `?${text}` : ''}`;
}

function ListTile({ tile, rows }: { tile: Tile; rows: Record<string, unknown>[] }) {
  const { t } = useTranslation();
  const [read, setRead] = useState<ScreenDefinition | null>(null);
  useEffect(() => {
    let current = true;
    if (!appScreens().screenModules[tile.screen]) return undefined;
    void loadScreen(tile.screen).then((loaded) => {
      preloadLookups(loaded.columns.map((column) => column.lookup));
      if (current) setRead(loaded);
    });
    return () => { current = false; };
  }, [tile.screen]);
  const columns = read ? (tile.columns ?? []).flatMap((key) => read.columns.filter((column) => column.key === key)) : [];
  if (rows.length === 0) return <p className="muted">{t('app.dashboard.nothing')}</p>;
  return (
    <table className="dashboard-list">
      <thead><tr>{columns.map((column) => <th key={column.key} scope="col">{t(column.label)}</th>)}</tr></thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={String(row.id ?? index)}>
            {columns.map((column) => <td key={column.key}><Cell column={column} value={row[column.key]} /></td>)}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function TileCard({ tile, answer }: { tile: Tile; answer: TileAnswer }) {
  const { t, i18n } = useTranslation();
  const labelOf = (point: TilePoint) => labelIn(point, i18n.language);
  const title = t(tile.title);
  let body: React.ReactNode = null;
  if (answer.kind === 'count') {
    // the figure as shown, which its accessible name repeats
    const figure = `${plainNumber(answer.value, i18n.language)}${tile.measure === 'rate' ? '%' : ''}`;
    body = (
      <Link className="dashboard-count" to={listHref(tile)} aria-label={`${title}: ${figure}`}>
        <span className="dashboard-count__value">{figure}</span>
      </Link>
    );
  } else if (answer.kind === 'bar') {
    const bars = answer.points.map((point) => ({ id: point.key, label: labelOf(point), value: point.value }));
    const filters = new Map(answer.points.map((point) => [point.key, point.filter]));
    const total = tile.measure === undefined || tile.measure === 'count' ? bars.reduce((sum, bar) => sum + bar.value, 0) : undefined;
    body = (
      <BarChart
        title={title}
        bars={bars}
        totalText={total === undefined ? '' : t('app.dashboard.total', { count: total })}
        emptyText={t('app.dashboard.nothing')}
        describeBar={(bar) => `${bar.label}: ${plainNumber(bar.value, i18n.language)}`}
        hrefOf={(bar) => { const filter = filters.get(String(bar.id)); return filter ? listHref(tile, filter) : undefined; }}
        scale={tile.measure === 'rate' ? 100 : undefined}
        language={i18n.language}
      />
    );
  } else if (answer.kind === 'line') {
    body = (
      <LineChart
        title={title}
        points={answer.points.map((point) => ({ key: point.key, label: labelOf(point), value: point.value }))}
        emptyText={t('app.dashboard.nothing')}
        describePoint={(point) => `${point.label}: ${plainNumber(point.value, i18n.language)}`}
        language={i18n.language}
      />
    );
  } else if (answer.kind === 'list') {
    body = <ListTile tile={tile} rows={answer.rows} />;
  }
  const titled = answer.kind === 'count' || answer.kind === 'list';
  return (
    <section className={`panel dashboard-tile dashboard-tile--${tile.kind}`} aria-label={title}>
      {titled && (
        <h2 className="dashboard-tile__title">
          {answer.kind === 'list' ? <Link to={listHref(tile)}>{title}</Link> : title}
        </h2>
      )}
      {body}
    </section>
  );
}

export default function DashboardScreen({ screen }: { screen: ScreenDefinition }) {
  const { t } = useTranslation();
  const { data, error } = useSWR<{ tiles: Record<string, TileAnswer> }>(screenPath(screen, 'tiles'), swrFetcher, { shouldRetryOnError: false });
  const shown = (screen.tiles ?? []).filter((tile) => data?.tiles[tile.id] !== undefined);
  // the figures in a row of their own above the charts and lists
  const counts = shown.filter((tile) => tile.kind === 'count');
  const charts = shown.filter((tile) => tile.kind !== 'count');
  return (
    <section className="dashboard" aria-labelledby={`${screen.name}-title`}>
      {screen.home
        ? <h2 id={`${screen.name}-title`} className="visually-hidden">{t(screen.title)}</h2>
        : <div className="panel page-intro"><h1 id={`${screen.name}-title`}>{t(screen.title)}</h1></div>}
      {error && (
        <div className="panel empty-state empty-state--error" role="alert">
          <p>{t(error instanceof ApiError && error.status === 403 ? 'app.errors.forbidden' : 'app.errors.generic')}</p>
        </div>
      )}
      {!error && !data && <div className="panel empty-state muted">{t('app.list.loading')}</div>}
      {data && shown.length === 0 && <div className="panel empty-state muted">{t('app.dashboard.none')}</div>}
      {data && counts.length > 0 && (
        <div className="dashboard__counts">
          {counts.map((tile) => <TileCard key={tile.id} tile={tile} answer={data.tiles[tile.id]} />)}
        </div>
      )}
      {data && charts.length > 0 && (
        <div className="dashboard__charts">
          {charts.map((tile) => <TileCard key={tile.id} tile={tile} answer={data.tiles[tile.id]} />)}
        </div>
      )}
    </section>
  );
}
