// Lookup lists (SPEC section 3): fixed ones come with the screens that name them (a screen module's
// fixedLookups), table-backed ones from GET /api/lookups/<name>. Labels follow the user's language.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import useSWR, { preload, useSWRConfig } from 'swr';
import { swrFetcher } from './api';
import { isNarrowedTo, type LookupOption } from '../../../contract/dsl';
import { apiPath } from '../../../contract/api-routes';
import { labelIn } from '../../../contract/labels';

/** The fixed lists of every screen loaded so far, by name. */
const fixedLists = new Map<string, readonly LookupOption[]>();

/** A loaded screen's definition, once the fixed lists it names are known here. */
export function withFixedLookups<T extends { fixedLookups?: Readonly<Record<string, readonly LookupOption[]>> }>(screen: T): T {
  for (const [name, options] of Object.entries(screen.fixedLookups ?? {})) fixedLists.set(name, options);
  return screen;
}

export interface LookupState {
  options: readonly LookupOption[];
  isLoading: boolean;
  error: unknown;
}

const NO_OPTIONS: readonly LookupOption[] = [];

const DEDUPING_MS = 60_000;

/** The request path of a table-backed lookup; null for a fixed one or none. */
function lookupKey(name: string | undefined): string | null {
  return name === undefined || fixedLists.has(name) ? null : apiPath('lookup', { name });
}

const preloadedAt = new Map<string, number>();

/**
 * Starts fetching the table-backed lookups a screen's cells show, so they travel alongside the list's own
 * request instead of after its rows have rendered. A lookup fetched within the deduping interval is left alone.
 */
export function preloadLookups(names: Iterable<string | undefined>): void {
  for (const name of names) {
    const key = lookupKey(name);
    if (key === null || Date.now() - (preloadedAt.get(key) ?? -Infinity) < DEDUPING_MS) continue;
    preloadedAt.set(key, Date.now());
    void preload(key, swrFetcher).catch(() => preloadedAt.delete(key));
  }
}

/** A lookup's options, read once outside a component (a calendar colours its entries by its type's). */
export async function lookupOptions(name: string): Promise<readonly LookupOption[]> {
  const key = lookupKey(name);
  return key === null ? fixedLists.get(name) ?? NO_OPTIONS : (await swrFetcher<{ data: LookupOption[] }>(key)).data;
}

export function useLookup(name: string | undefined): LookupState {
  const fixed = name === undefined ? undefined : fixedLists.get(name);
  const { data, isLoading, error } = useSWR<{ data: LookupOption[] }>(lookupKey(name), swrFetcher, {
    revalidateOnFocus: false,
    dedupingInterval: DEDUPING_MS,
  });
  return { options: fixed ?? data?.data ?? NO_OPTIONS, isLoading, error };
}

const NO_LISTS: Readonly<Record<string, readonly LookupOption[]>> = {};

/**
 * The options of several lookups at once, by name (a record's title naming a student and a course); none until read.
 * A list the page's cells have read already (useLookup) is taken from SWR's cache, not asked for again.
 */
export function useLookupLists(names: readonly string[]): Readonly<Record<string, readonly LookupOption[]>> {
  const { cache } = useSWRConfig();
  const key = names.length === 0 ? null : `lookups:${[...names].sort().join(',')}`;
  const read = async (name: string): Promise<readonly LookupOption[]> => {
    const path = lookupKey(name);
    const cached = path === null ? undefined : (cache.get(path)?.data as { data: LookupOption[] } | undefined)?.data;
    return cached ?? lookupOptions(name);
  };
  const { data } = useSWR(key, async () => Object.fromEntries(await Promise.all(names.map(async (name) => [name, await read(name)] as const))), {
    revalidateOnFocus: false,
    dedupingInterval: DEDUPING_MS,
  });
  return data ?? NO_LISTS;
}

/** An option's label: a fixed option's i18n key translated, a table row's name in the user's language. */
export function optionLabel(option: LookupOption, t: TFunction, language: string): string {
  return option.label !== undefined ? t(option.label) : labelIn(option, language);
}

/**
 * Options narrowed to those that go with the value chosen in the field they depend on: the rows the chosen option of
 * a fixed list names (its where, from `deciding`, that list's options), else those under the chosen parent; all of
 * them while nothing is chosen.
 */
export function narrowOptions(options: readonly LookupOption[], parentValue: unknown, deciding?: readonly LookupOption[]): readonly LookupOption[] {
  if (parentValue === undefined || parentValue === null || parentValue === '') return options;
  if (deciding) {
    const where = deciding.find((option) => String(option.id) === String(parentValue))?.where;
    return options.filter((option) => isNarrowedTo(option, where));
  }
  return options.filter((option) => option.parent_id === undefined || String(option.parent_id) === String(parentValue));
}

export function useOptionLabel(): (option: LookupOption) => string {
  const { t, i18n } = useTranslation();
  return (option) => optionLabel(option, t, i18n.language);
}
