// The palette's logic without its markup: the text typed, the screens found by their titles at once, the people found
// by the server a moment after the last key (an answer to an older text never replaces a newer one: SWR keeps each
// text's answer under its own key), the options in the order shown, the active one, and the keys that move and open.
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { apiPath } from '../../../contract/api-routes';
import { FIND_TEXT_MAX, type FindAnswer } from '../../../contract/find';
import type { SidebarEntry } from '../../../contract/dsl';
import { swrFetcher } from '../core/api';
import { appMenus, appScreens } from '../core/appScreens';
import { filterSidebarByPermissions } from '../core/sidebarPermissions';
import { screensByTitle } from './screensByTitle';

/** How long after the last key the server is asked: a name typed in one go makes one or two requests. */
const FIND_DELAY_MS = 150;

/** One option of the list: a screen or a record, where it opens, and what it shows. */
export interface FindOption {
  id: string;
  title: string;
  subtitle?: string;
  path: string;
  /** it opens the list of a group's screen searched by the text: every record found there */
  all?: boolean;
}

/** A group of options under its heading: the screens, or the records of one screen. */
export interface FindGroup {
  id: string;
  label: string;
  options: FindOption[];
}

export interface FindPalette {
  text: string;
  setText(text: string): void;
  groups: FindGroup[];
  /** every option, in the order shown */
  options: FindOption[];
  active: FindOption | undefined;
  setActive(option: FindOption): void;
  /** the server has not answered the text typed yet */
  searching: boolean;
  /** the server could not be asked (the screens are still found) */
  failed: boolean;
  onKeyDown(event: KeyboardEvent<HTMLInputElement>): void;
}

/** The screens of the sidebar in its order (their place orders the groups of records). */
function sidebarScreens(entries: readonly SidebarEntry[]): string[] {
  return entries.flatMap((entry) => (entry.children ? sidebarScreens(entry.children) : entry.screen ? [entry.screen] : []));
}

/** Whether the user may open a screen Find anyone searches: only then is the server asked for people. */
function findsPeople(permissions: readonly string[]): boolean {
  const { findScreens = [], screenPermissions } = appScreens();
  return findScreens.some((screen) => permissions.includes(screenPermissions[screen] ?? ''));
}

export function useFindPalette(permissions: readonly string[], open: (path: string) => void): FindPalette {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [asked, setAsked] = useState('');
  const [activeId, setActiveId] = useState<string | undefined>(undefined);
  const typed = text.trim().slice(0, FIND_TEXT_MAX);
  useEffect(() => {
    const timer = window.setTimeout(() => setAsked(typed), FIND_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [typed]);
  const menu = useMemo(() => filterSidebarByPermissions(appMenus().sidebar, permissions), [permissions]);
  const people = findsPeople(permissions) && asked !== '';
  const { data, error, isLoading } = useSWR<FindAnswer>(people ? apiPath('find', undefined, `q=${encodeURIComponent(asked)}`) : null, swrFetcher, {
    keepPreviousData: true, revalidateOnFocus: false, revalidateIfStale: false, shouldRetryOnError: false,
  });
  const groups = useMemo((): FindGroup[] => {
    if (typed === '') return [];
    const screens = screensByTitle(menu, t, typed, '/admin').map((screen) => ({ id: `screen-${screen.id}`, title: screen.title, subtitle: screen.group, path: screen.path }));
    const order = sidebarScreens(menu);
    const place = (screen: string) => (order.includes(screen) ? order.indexOf(screen) : order.length);
    // a cleared text asks nothing: the answer kept from before is not shown for it
    const found = people && data ? [...data.groups].sort((a, b) => place(a.screen) - place(b.screen)) : [];
    return [
      ...(screens.length > 0 ? [{ id: 'screens', label: t('app.find.screens'), options: screens }] : []),
      ...found.map((group) => ({
        id: group.screen, label: group.title,
        options: [
          ...group.records.map((record) => ({ id: `${group.screen}-${record.id}`, title: record.title, subtitle: record.subtitle || undefined, path: record.path })),
          // a full group may hold back more: the last option opens the list searched by the text
          ...(group.all ? [{ id: `${group.screen}-all`, title: t('app.find.showAll', { screen: group.title }), path: group.all, all: true }] : []),
        ],
      })),
    ];
  }, [typed, menu, t, people, data]);
  const options = useMemo(() => groups.flatMap((group) => group.options), [groups]);
  // the first option is active until the user moves, and again whenever the options it was among change
  const active = options.find((option) => option.id === activeId) ?? options[0];
  useEffect(() => setActiveId(undefined), [options]);

  const move = (by: number): void => {
    if (options.length === 0) return;
    const at = active ? options.indexOf(active) : -1;
    setActiveId(options[(at + by + options.length) % options.length].id);
  };
  return {
    text, setText, groups, options, active,
    setActive: (option) => setActiveId(option.id),
    searching: people && (asked !== typed || isLoading),
    failed: people && error !== undefined,
    onKeyDown(event) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        move(event.key === 'ArrowDown' ? 1 : -1);
      } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
        event.preventDefault();
        if (active) open(active.path);
      }
    },
  };
}
