// /admin/hr-statistics (SPEC section 2, sidebar HR): staff counted by affiliation, academic degree and
// administration position, as bar charts. Loaded lazily, only on this route.
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { ApiError, swrFetcher } from '../runtime/api';
import { BarChart, type Bar } from '../runtime/charts/BarChart';

interface HrCount {
  id: number;
  name_ka: string;
  name_en: string;
  count: number;
}

/** What GET /api/hr/statistics answers. */
interface HrStatistics {
  affiliation: HrCount[];
  academicDegrees: HrCount[];
  administrationPositions: HrCount[];
}

const CHARTS = ['affiliation', 'academicDegrees', 'administrationPositions'] as const;

export default function HrStatisticsPage() {
  const { t, i18n } = useTranslation();
  const { data, error } = useSWR<HrStatistics>('/hr/statistics', swrFetcher, { shouldRetryOnError: false });
  const barsOf = (counts: readonly HrCount[]): Bar[] => counts.map((count) => ({
    id: count.id, label: (i18n.language === 'en' ? count.name_en : count.name_ka) || count.name_ka, value: count.count,
  }));

  return (
    <section className="statistics">
      <div className="panel page-intro">
        <h1>{t('screens.hr-statistics.title')}</h1>
        <p className="muted">{t('screens.hr-statistics.intro')}</p>
      </div>
      {error && (
        <div className="panel empty-state empty-state--error" role="alert">
          <p>{t(error instanceof ApiError && error.status === 403 ? 'app.errors.forbidden' : 'app.errors.generic')}</p>
        </div>
      )}
      {!error && !data && <div className="panel empty-state muted">{t('app.list.loading')}</div>}
      {data && (
        <div className="statistics__grid">
          {CHARTS.map((chart) => {
            const bars = barsOf(data[chart]);
            return (
              <div key={chart} className="panel statistics__card">
                <BarChart
                  title={t(`screens.hr-statistics.${chart}`)}
                  bars={bars}
                  totalText={t('screens.hr-statistics.total', { count: bars.reduce((sum, bar) => sum + bar.value, 0) })}
                  emptyText={t('screens.hr-statistics.empty')}
                  describeBar={(bar) => t('screens.hr-statistics.bar', { label: bar.label, count: bar.value })}
                />
              </div>
            );
          })}
        </div>
      )}
    </section>
  );
}
