// A calendar (view: calendar): the screen's rows as entries of a month, a week or a day, drawn by FullCalendar in
// the user's language. Selecting a slot opens the screen's form with the slot's start and end; an entry the user
// may write (calendar.editable) is dragged or resized to move it, and an entry of another screen's record
// (calendar.moves: a lecture) moves that record's weekday and hours; a click opens its detail. Filters are the
// list's, kept in the address, and what is shown prints as it is (a room's or a group's week, with the filters that
// say whose). Loaded only on calendars; it knows no screen by name.
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import '../../styles/calendar.css';
import '../../styles/list.css';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import FullCalendar, { type CalendarRef, type EventDropInfo, type EventInput, type EventResizeDoneInfo, type EventSourceFuncInfo } from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import listPlugin from '@fullcalendar/react/list';
import classicTheme from '@fullcalendar/react/themes/classic';
import kaLocale from '@fullcalendar/react/locales/ka';
import enLocale from '@fullcalendar/react/locales/en-gb';
import { api, apiRaw, failureMessage } from '../core/api';
import { rowOf } from '../core/rows';
import { useAlert } from '../ui/alerts';
import { Icon } from '../ui/icons';
import { useRequestCollapsedSidebar } from '../core/layoutState';
import { lookupOptions } from '../core/lookups';
import { FilterBadges } from '../list/FilterBadges';
import { ScreenHead } from '../list/ScreenHead';
import { Cell } from '../ui/Cell';
import { withFilter, withoutFilter, withoutFilters } from '../list/query';
import type { ScreenDefinition } from '../core/screen';
import { pagedRows } from '../core/useScreenList';
import { addressedView, apiDateTime, calendarQuery, calendarTitle, drawnView, entryOf, gridOrder, isMonthGrid, MONTH_DAY_ROWS, monthGridEntries, monthKey, movedRecord, movesRecord, weekdayKey, type CalendarDay, type CalendarRow, type MoreOfDay, type OrderedEntry } from './entries';
import { PHONE_QUERY, useMediaQuery } from '../core/media';
import { getStoredUser } from '../core/session';
import { screenPath } from '../../../contract/routes';
import { authorsColumns } from '../../../contract/list-views';

const FormModal = lazy(() => import('../form/FormModal'));
const DetailView = lazy(() => import('../detail/DetailView'));
const FilterPanel = lazy(() => import('../list/FilterPanel'));
const FeedDialog = lazy(() => import('./FeedDialog'));

/** The entries of the dates shown are read in pages of the most a list answers, at most this many pages. */
const CALENDAR_PAGE_SIZE = 100;
const CALENDAR_PAGES = 20;

/** The calendar's views as the address names them, the month first (the one it opens on); a phone draws some as lists. */
const VIEWS = ['dayGridMonth', 'timeGridWeek', 'timeGridDay'];

/** The property of a crowded day's "+N more" entry that names its day (no screen's column is named so). */
const MORE_OF_DAY = 'moreOfDay';

/** FullCalendar's own order of a day's entries, a crowded day's "+N more" last. */
function entryOrder(a: unknown, b: unknown): number {
  const [x, y] = [a, b] as (OrderedEntry & { [MORE_OF_DAY]?: string })[];
  return Number(MORE_OF_DAY in x) - Number(MORE_OF_DAY in y) || gridOrder(x, y);
}

export default function CalendarScreen({ screen }: { screen: ScreenDefinition }) {
  const { t, i18n } = useTranslation();
  const showAlert = useAlert();
  const [params, setParams] = useSearchParams();
  const calendar = useRef<CalendarRef>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [adding, setAdding] = useState<Record<string, unknown> | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [viewing, setViewing] = useState<CalendarRow | null>(null);
  const [savedCount, setSavedCount] = useState(0);
  const [feedOpen, setFeedOpen] = useState(false);
  useRequestCollapsedSidebar(screen.collapseSidebar);
  const keys = screen.calendar!;
  const writable = screen.loadForm !== undefined && !screen.readOnly;
  // entries that are another screen's records (lectures) move for those who may write that screen
  const mayMove = keys.moves !== undefined && (keys.moves.permission === undefined || (getStoredUser()?.permissions ?? []).includes(keys.moves.permission));
  const rowId = params.get('rowId');
  const typeColumn = screen.columns.find((column) => column.key === keys.type);
  // the period is the dates shown, not a filter one chooses
  const hasFilters = screen.filter && screen.filters.some((filter) => filter.key !== keys.period);
  const filterKey = calendarQuery(screen, params, '', '');
  const [shownView] = useState(() => (VIEWS.includes(params.get('view') ?? '') ? params.get('view')! : VIEWS[0]));
  const [shownDate] = useState(() => (/^\d{4}-\d{2}-\d{2}$/.test(params.get('date') ?? '') ? params.get('date')! : undefined));
  const [shown, setShown] = useState<{ view: string; date: string } | null>(null);
  const phone = useMediaQuery(PHONE_QUERY);
  // a window narrowed to a phone's width (or widened) draws the view shown as a phone draws it (or as a screen does)
  useEffect(() => {
    const shownNow = calendar.current?.getApi();
    if (!shownNow) return;
    const wanted = drawnView(addressedView(shownNow.view.type), phone);
    if (shownNow.view.type !== wanted) shownNow.changeView(wanted);
  }, [phone]);
  // the month, week or day shown is kept in the address, so a reload or a shared link opens the same
  const setParamsLater = useRef(setParams);
  setParamsLater.current = setParams;
  useEffect(() => {
    const current = new URLSearchParams(window.location.search);
    if (!shown || (current.get('view') === shown.view && current.get('date') === shown.date)) return;
    current.set('view', shown.view);
    current.set('date', shown.date);
    setParamsLater.current(current, { replace: true });
  }, [shown]);

  const update = useCallback(
    (change: (current: URLSearchParams) => URLSearchParams): void => setParams(change(new URLSearchParams(window.location.search))),
    [setParams],
  );

  // the entries follow the filters in the address: read again whenever they change
  useEffect(() => { calendar.current?.getApi().refetchEvents(); }, [filterKey, savedCount]);

  const colours = useMemo(() => new Map<string, string>(), []);
  // a crowded day of the month's grid: how many more it holds, opening the day (whose view reads them all)
  const moreOfDay = useCallback(({ day, count }: MoreOfDay): EventInput => ({
    id: `more-${day}`, title: t('app.calendar.more', { count }), start: day, allDay: true, editable: false,
    // in the words of a link on the day's own background, as the grid's own more link reads
    className: 'calendar-more', color: 'transparent', contrastColor: 'var(--primary)',
    extendedProps: { [MORE_OF_DAY]: day },
  }), [t]);
  const events = useCallback(async (info: EventSourceFuncInfo): Promise<EventInput[]> => {
    if (typeColumn?.lookup && colours.size === 0) {
      for (const option of await lookupOptions(typeColumn.lookup)) if (option.color) colours.set(String(option.id), option.color);
    }
    const query = calendarQuery(screen, new URLSearchParams(window.location.search), info.startStr, info.endStr);
    // every entry of the dates shown, page after page (a month of a student's lectures is more than a page)
    const rows: CalendarRow[] = [];
    for (let page = 1; page <= CALENDAR_PAGES; page++) {
      const paged = new URLSearchParams(query);
      paged.set('per_page', String(CALENDAR_PAGE_SIZE));
      paged.set('page', String(page));
      const answer = await pagedRows<CalendarRow>(screen, await api<unknown>('GET', screenPath(screen, 'list', {}, paged.toString())), query);
      rows.push(...answer.data);
      if (page >= answer.last_page) break;
    }
    const entries = rows.map((row) => entryOf(screen, row, writable, colours, mayMove));
    return isMonthGrid(info.start, info.end) ? monthGridEntries(entries, moreOfDay) : entries;
  }, [screen, writable, mayMove, typeColumn, colours, moreOfDay]);

  async function move(info: EventDropInfo | EventResizeDoneInfo): Promise<void> {
    const row = info.event.extendedProps as CalendarRow;
    const start = info.event.start!;
    const end = info.event.end ?? start;
    try {
      if (movesRecord(keys.moves, row)) {
        // the record's (or its part's) weekly hour moves, and with it every entry it makes: all are read again; a part
        // is written among its record's parts as they were read, refused if the record changed since
        const id = String(row[keys.moves.id]);
        const read = keys.moves.part === undefined ? undefined : await apiRaw('GET', screenPath({ endpoint: keys.moves.endpoint }, 'record', { id }));
        const record = read === undefined ? undefined : rowOf(await read.json());
        const version = read?.headers.get('ETag');
        await api('PUT', screenPath({ endpoint: keys.moves.endpoint }, 'update', { id }), movedRecord(keys.moves, start, end, row, record), version ? { 'If-Match': version } : {});
        setSavedCount((count) => count + 1);
      } else {
        await api('PUT', screenPath(screen, 'update', { id: String(row.id) }), { [keys.start]: apiDateTime(start), [keys.end]: apiDateTime(end) });
      }
      showAlert(t('app.form.updated'), 'success');
    } catch (failure) {
      info.revert();
      showAlert(failureMessage(failure, t('app.errors.generic')), 'error');
    }
  }

  const closeDetail = useCallback((): void => {
    setEditingId(null);
    update((current) => { current.delete('rowId'); return current; });
  }, [update]);

  return (
    <section className="list-screen calendar-screen">
      <ScreenHead
        title={screen.title}
        filters={hasFilters ? { open: filtersOpen, toggle: () => setFiltersOpen(!filtersOpen) } : undefined}
        add={screen.addTitle && writable ? { title: screen.addTitle, open: () => setAdding({}) } : undefined}
      >
        <button type="button" className="button" onClick={() => window.print()}><Icon name="file" size={16} /> {t('app.calendar.print')}</button>
        {screen.routes.includes('feed') && (
          <button type="button" className="button" aria-haspopup="dialog" onClick={() => setFeedOpen(true)}><Icon name="calendar" size={16} /> {t('app.calendar.feed')}</button>
        )}
      </ScreenHead>
      {feedOpen && <Suspense fallback={null}><FeedDialog screen={screen} onClose={() => setFeedOpen(false)} /></Suspense>}
      {hasFilters && filtersOpen && (
        <Suspense fallback={<div className="filter-panel filter-panel--loading" />}>
          <FilterPanel filters={screen.filters.filter((filter) => filter.key !== keys.period)} params={params} onChange={(filter, value) => update((current) => withFilter(current, screen.filters, filter, value))} />
        </Suspense>
      )}
      {hasFilters && (
        <FilterBadges
          filters={screen.filters.filter((filter) => filter.key !== keys.period)}
          params={params}
          onRemove={(filter) => update((current) => withoutFilter(current, screen.filters, filter))}
          onClear={() => update((current) => withoutFilters(current, screen.filters))}
        />
      )}
      <div className="panel calendar-panel">
        <FullCalendar
          ref={calendar}
          plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin, classicTheme]}
          locales={[kaLocale, enLocale]}
          locale={i18n.language === 'en' ? enLocale.code : kaLocale.code}
          eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
          slotHeaderFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
          titleFormat={(info) => calendarTitle(info.start, info.end, (month) => t(monthKey(month)))}
          dayHeaderContent={(info) => (info.view.type === 'dayGridMonth' ? t(weekdayKey(info.date.getDay())) : `${t(weekdayKey(info.date.getDay()))} ${info.date.getDate()}`)}
          initialView={drawnView(shownView, phone)}
          buttons={{ listMonth: { text: t('app.calendar.month') }, listWeek: { text: t('app.calendar.week') } }}
          // a list's day: "29 ნოემბერი" and its weekday, in the catalogue's words as the title is
          listDayFormat={(info: { date: CalendarDay }) => `${info.date.day} ${t(monthKey(info.date.month))}`}
          listDayAltFormat={(info: { date: CalendarDay }) => t(weekdayKey(new Date(Date.UTC(info.date.year, info.date.month, info.date.day)).getUTCDay()))}
          noEventsText={t('app.calendar.nothing')}
          initialDate={shownDate}
          datesSet={(info) => {
            const next = { view: addressedView(info.view.type), date: apiDateTime(info.view.currentStart).slice(0, 10) };
            // FullCalendar tells the dates again after each redraw: only a change of them is news
            setShown((current) => (current?.view === next.view && current.date === next.date ? current : next));
          }}
          headerToolbar={{ start: 'prev,next today', center: 'title', end: VIEWS.map((view) => drawnView(view, phone)).join(',') }}
          // the button's name is the word it shows ("Today"), not the locale's hint ("This month"), so what one reads
          // and what a screen reader or a voice command names agree
          todayText={t('app.calendar.today')}
          todayHint={t('app.calendar.today')}
          height="auto"
          // the month's grid is given a day's entries as it draws them (monthGridEntries); FullCalendar's own "+N more" holds
          // what that counts on other days (an entry of several days) and a week's or a day's entries of the whole day
          dayMaxEvents={MONTH_DAY_ROWS}
          eventOrder={entryOrder}
          // a week or a day within the month's six weeks is read again: the month's grid was given a crowded day's first entries only
          lazyFetching={false}
          nowIndicator
          slotMinTime="08:00:00"
          slotMaxTime="21:00:00"
          events={events}
          selectable={writable}
          select={(info) => setAdding({ [keys.start]: apiDateTime(info.start), [keys.end]: apiDateTime(info.end) })}
          // a month's cell cuts a long title short: the whole of it is the entry's tooltip
          eventDidMount={(info) => info.el.setAttribute('title', info.event.title)}
          eventDrop={(info) => void move(info)}
          eventResize={(info) => void move(info)}
          eventClick={(info) => {
            const day = info.event.extendedProps[MORE_OF_DAY] as string | undefined;
            if (day !== undefined) {
              calendar.current?.getApi().changeView('timeGridDay', day);
              return;
            }
            const row = info.event.extendedProps as CalendarRow;
            if (info.event.startEditable && !movesRecord(keys.moves, row)) update((current) => { current.set('rowId', String(row.id)); return current; });
            else setViewing(row);
          }}
        />
      </div>

      {viewing && (
        <div className="modal-backdrop" onMouseDown={(event) => { if (event.target === event.currentTarget) setViewing(null); }}>
          <div className="modal calendar-entry" role="dialog" aria-modal="true" aria-labelledby="calendar-entry-title" onKeyDown={(event) => { if (event.key === 'Escape') setViewing(null); }}>
            <div className="modal__head">
              <h2 id="calendar-entry-title">{String(viewing[keys.title] ?? '')}</h2>
              <button type="button" className="icon-button" aria-label={t('app.actions.close')} autoFocus onClick={() => setViewing(null)}><Icon name="close" /></button>
            </div>
            <dl className="detail__fields modal__body">
              {authorsColumns(screen.columns).filter((column) => column.key !== keys.title).map((column) => (
                <div key={column.key} className="detail__field"><dt>{t(column.label)}</dt><dd><Cell column={column} value={viewing[column.key]} /></dd></div>
              ))}
            </dl>
          </div>
        </div>
      )}
      {rowId !== null && (
        <Suspense fallback={null}>
          <DetailView
            screen={screen}
            Cell={Cell}
            rowId={rowId}
            version={savedCount}
            onClose={closeDetail}
            onEdit={writable ? () => setEditingId(rowId) : undefined}
            onDeleted={() => { closeDetail(); setSavedCount((count) => count + 1); }}
            onChanged={() => setSavedCount((count) => count + 1)}
          />
        </Suspense>
      )}
      {(adding || (rowId !== null && editingId === rowId)) && (
        <Suspense fallback={null}>
          <FormModal
            screen={screen}
            rowId={adding ? null : rowId}
            initialValues={adding ?? undefined}
            onClose={() => { setAdding(null); setEditingId(null); }}
            onSaved={() => { setAdding(null); setEditingId(null); setSavedCount((count) => count + 1); }}
          />
        </Suspense>
      )}
    </section>
  );
}
