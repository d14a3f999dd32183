// The list hook every generated screen module uses. Kept free of heavy imports: it is in every list chunk.
import useSWR, { preload, type SWRResponse } from 'swr';
import { swrFetcher } from './api';
import type { FieldKind, Paged } from '../../../contract/dsl';
import type { ScreenDefinition } from './screen';
import { screenPath } from '../../../contract/routes';

/**
 * The paged rows of a list response: through the screen's adapter, else under responseKey, else as is. The adapters
 * are loaded by the few screens that name one, so a plain list does not carry them.
 */
export async function pagedRows<Row>(screen: ScreenDefinition, response: unknown, query = ''): Promise<Paged<Row>> {
  if (screen.adapter !== undefined) {
    const { isAdapterName, listAdapters } = await import('./adapters');
    if (!isAdapterName(screen.adapter)) throw new Error(`Unknown list adapter "${screen.adapter}".`);
    const sort = new URLSearchParams(query).get('sort') ?? screen.defaultSort;
    return listAdapters[screen.adapter](response, { sort }) as Paged<Row>;
  }
  const page = screen.responseKey === undefined ? response : (response as Record<string, unknown> | null)?.[screen.responseKey];
  if (typeof page !== 'object' || page === null || !Array.isArray((page as Paged<Row>).data)) {
    throw new Error(`The ${screen.name} list answered without a paged list${screen.responseKey ? ` under "${screen.responseKey}"` : ''}.`);
  }
  return page as Paged<Row>;
}

export function listPath(screen: ScreenDefinition, query: string): string {
  const trimmed = query.startsWith('?') ? query.slice(1) : query;
  return screenPath(screen, 'list', {}, trimmed);
}

/** A list's page as the list screen reads it: its rows, their totals, and the signed-in person's summary (screen key summary). */
/** One figure, as the list's answer gives it (a lookup's option already named). */
export interface SummaryItem {
  key: string;
  label: string;
  kind: FieldKind;
  value: string | number | boolean | null;
}

export type ListPage<Row> = Paged<Row> & { totals?: Record<string, number>; summary?: SummaryItem[] };

function listFetcher<Row>(screen: ScreenDefinition, query: string): (path: string) => Promise<Paged<Row>> {
  return async (path) => pagedRows<Row>(screen, await swrFetcher<unknown>(path), query);
}

/** The filters a list needs a value of before it is read (filter key required), that the query lacks. */
export function missingFilters(screen: ScreenDefinition, query: string): string[] {
  const params = new URLSearchParams(query);
  return screen.filters.filter((filter) => filter.required && !params.get(filter.key)).map((filter) => filter.key);
}

/** GET the screen's list with `query` (built by the list screen from the URL, see list/query.ts); not while a required filter is empty. */
export function useScreenList<Row>(screen: ScreenDefinition, query: string): SWRResponse<ListPage<Row>> {
  const ready = missingFilters(screen, query).length === 0;
  return useSWR<ListPage<Row>>(ready ? listPath(screen, query) : null, listFetcher<Row>(screen, query), {
    keepPreviousData: true,
    // a list others write to (a mailbox) is read again while it is open
    refreshInterval: screen.poll ? screen.poll * 1000 : undefined,
  });
}

/** Sends the list request as soon as the screen's definition is in, before the list screen has rendered. */
export function preloadScreenList(screen: ScreenDefinition, query: string): void {
  if (missingFilters(screen, query).length > 0) return;
  void preload(listPath(screen, query), listFetcher(screen, query)).catch(() => undefined);
}
