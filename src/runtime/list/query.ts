// Pure functions between the URL query and the list's state: filters, badges, sort and page.
// The URL is the only state, so a list can be shared, reloaded and walked back through.
import type { ListTab } from '../../../contract/dsl';
import type { BrowserFilter } from '../core/screen';

export type FilterValue = string | { from: string; to: string };

export interface FilterBadge {
  filter: BrowserFilter;
  value: FilterValue;
}

const PAGING_KEYS = ['page', 'sort', 'per_page'] as const;
/** Query parameters that steer the page, never the list request. */
const PAGE_ONLY_KEYS = new Set(['rowId', 'view']);

function isRange(filter: BrowserFilter): boolean {
  return filter.kind === 'range' || filter.kind === 'dateRange';
}

/** The query parameters a filter owns: ranges send <key>_from and <key>_to. */
export function parameterKeys(filter: BrowserFilter): string[] {
  return isRange(filter) ? [`${filter.key}_from`, `${filter.key}_to`] : [filter.key];
}

export function filterValue(filter: BrowserFilter, params: URLSearchParams): FilterValue | undefined {
  if (isRange(filter)) {
    const from = params.get(`${filter.key}_from`) ?? '';
    const to = params.get(`${filter.key}_to`) ?? '';
    return from || to ? { from, to } : undefined;
  }
  const value = params.get(filter.key);
  return value ? value : undefined;
}

/** Every filter that has a value, in the screen's order: one badge each. */
export function activeBadges(filters: readonly BrowserFilter[], params: URLSearchParams): FilterBadge[] {
  return filters.flatMap((filter) => {
    const value = filterValue(filter, params);
    return value === undefined ? [] : [{ filter, value }];
  });
}

/** The filters whose options depend on `key`, directly or through another filter. */
function dependentsOf(filters: readonly BrowserFilter[], key: string): BrowserFilter[] {
  const direct = filters.filter((filter) => filter.dependsOn === key);
  return direct.flatMap((filter) => [filter, ...dependentsOf(filters, filter.key)]);
}

/**
 * The query with `filter` set to `value` (or removed when the value is empty). Filters that depend on
 * it are cleared, since their choice may no longer fit, and the page goes back to 1.
 */
export function withFilter(
  params: URLSearchParams,
  filters: readonly BrowserFilter[],
  filter: BrowserFilter,
  value: FilterValue | undefined,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const cleared of [filter, ...dependentsOf(filters, filter.key)]) {
    for (const key of parameterKeys(cleared)) next.delete(key);
  }
  if (typeof value === 'string') {
    if (value !== '') next.set(filter.key, value);
  } else if (value !== undefined) {
    if (value.from !== '') next.set(`${filter.key}_from`, value.from);
    if (value.to !== '') next.set(`${filter.key}_to`, value.to);
  }
  next.delete('page');
  return next;
}

export function withoutFilter(
  params: URLSearchParams,
  filters: readonly BrowserFilter[],
  filter: BrowserFilter,
): URLSearchParams {
  return withFilter(params, filters, filter, undefined);
}

/** The query with every filter of the screen removed, back on page 1. */
export function withoutFilters(params: URLSearchParams, filters: readonly BrowserFilter[]): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of filters.flatMap(parameterKeys)) next.delete(key);
  next.delete('page');
  return next;
}

/** The sort in effect: the URL's, else the screen's default. */
export function currentSort(params: URLSearchParams, defaultSort: string | undefined): string | undefined {
  return params.get('sort') ?? defaultSort;
}

/** Clicking a header: ascending first, then descending, then ascending again. */
export function withSort(params: URLSearchParams, sortKey: string, defaultSort?: string): URLSearchParams {
  return withSortOrder(params, currentSort(params, defaultSort) === sortKey ? `-${sortKey}` : sortKey);
}

/** A sort chosen whole (a phone's sort select): the key, `-` before it for descending; from the first page. */
export function withSortOrder(params: URLSearchParams, sort: string): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('sort', sort);
  next.delete('page');
  return next;
}

export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  return next;
}

/**
 * The query string sent with the list request. forwardQuery screens send the page's whole query;
 * others only paging, sort and their own filters. The default sort applies when none is chosen.
 */
export function listQuery(
  screen: { forwardQuery: boolean; defaultSort?: string; filters: readonly BrowserFilter[]; tabs?: readonly ListTab[] },
  params: URLSearchParams,
): string {
  const out = new URLSearchParams();
  if (screen.forwardQuery) {
    for (const [key, value] of params) if (!PAGE_ONLY_KEYS.has(key)) out.append(key, value);
  } else {
    const allowed = new Set<string>([...PAGING_KEYS, ...screen.filters.flatMap(parameterKeys)]);
    for (const [key, value] of params) if (allowed.has(key)) out.append(key, value);
  }
  const tab = currentTab(screen.tabs, params);
  for (const key of tabKeys(screen.tabs)) out.delete(key);
  for (const [key, value] of Object.entries(tab?.filter ?? {})) out.set(key, String(value));
  if (!out.has('sort') && screen.defaultSort) out.set('sort', screen.defaultSort);
  return out.toString();
}

/** The tab the address names (tab=<id>), else the first; none on a screen without tabs. */
export function currentTab(tabs: readonly ListTab[] | undefined, params: URLSearchParams): ListTab | undefined {
  return tabs?.find((tab) => tab.id === params.get('tab')) ?? tabs?.[0];
}

/** The filters the tabs set: the tab decides them, so the filter panel does not offer them. */
export function tabKeys(tabs: readonly ListTab[] | undefined): Set<string> {
  return new Set((tabs ?? []).flatMap((tab) => Object.keys(tab.filter)));
}

/** The query on another tab: back to the first page, no row open. */
export function withTab(params: URLSearchParams, tab: string): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('tab', tab);
  next.delete('page');
  next.delete('rowId');
  return next;
}

/** What a saved view keeps of the page's query: its filters and sort, not its page, the open row or the view itself. */
export function viewQueryOf(params: URLSearchParams): Record<string, string> {
  return Object.fromEntries([...params].filter(([key, value]) => value !== '' && !PAGE_ONLY_KEYS.has(key) && key !== 'page' && key !== 'per_page'));
}
