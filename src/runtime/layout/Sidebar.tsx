// An area's sidebar (SPEC section 2): the admin's filtered by permission, a student's or lecturer's their area's
// menu; one submenu open at a time, shrinkable with a hover-to-expand delay, an overlay drawer on narrow screens.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Link } from '../ui/Link';
import { SIDEBAR_HOVER_DELAY_MS } from '../../../contract/constants';
import { Icon } from '../ui/icons';
import { useAreaBase } from '../core/layoutState';
import { DRAWER_QUERY, useMediaQuery } from '../core/media';
import type { SidebarEntry } from '../../../contract/dsl';

export interface SidebarProps {
  /** the area's menu, already narrowed to what the user may open */
  entries: readonly SidebarEntry[];
  shrunk: boolean;
  drawerOpen: boolean;
  unreadMessages: number;
  onCloseDrawer: () => void;
  onAction: (action: string) => void;
}

function targetOf(entry: SidebarEntry, base: string): string | undefined {
  if (entry.screen) return `${base}/${entry.screen}`;
  return entry.path;
}

function containsPath(entry: SidebarEntry, pathname: string, base: string): boolean {
  const target = targetOf(entry, base);
  if (target && (pathname === target || pathname.startsWith(`${target}/`))) return true;
  return (entry.children ?? []).some((child) => containsPath(child, pathname, base));
}

/** Whether an entry, or one under it, shows the unread messages' count. */
export function carriesUnread(entry: SidebarEntry): boolean {
  return entry.badge === 'unreadMessages' || (entry.children ?? []).some(carriesUnread);
}

export function Sidebar({ entries, shrunk, drawerOpen, unreadMessages, onCloseDrawer, onAction }: SidebarProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const base = useAreaBase();
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const [hoverExpanded, setHoverExpanded] = useState(false);
  const hoverTimer = useRef<number | undefined>(undefined);

  useEffect(() => {
    const active = entries.find((entry) => entry.children && containsPath(entry, pathname, base));
    if (active) setOpenGroup(active.id);
  }, [entries, pathname, base]);

  useEffect(() => {
    if (!shrunk) setHoverExpanded(false);
  }, [shrunk]);

  useEffect(() => () => window.clearTimeout(hoverTimer.current), []);

  const onEnter = (): void => {
    if (!shrunk) return;
    window.clearTimeout(hoverTimer.current);
    hoverTimer.current = window.setTimeout(() => setHoverExpanded(true), SIDEBAR_HOVER_DELAY_MS);
  };
  const onLeave = (): void => {
    window.clearTimeout(hoverTimer.current);
    setHoverExpanded(false);
  };

  const offCanvas = useMediaQuery(DRAWER_QUERY);
  const narrow = shrunk && !hoverExpanded && !drawerOpen;
  const className = ['sidebar', narrow && 'sidebar--shrunk', hoverExpanded && 'sidebar--hover', drawerOpen && 'sidebar--drawer']
    .filter(Boolean)
    .join(' ');

  // a closed group carries the unread count of the entry inside it, so it is seen without opening the group
  const renderLabel = (entry: SidebarEntry, badge = entry.badge === 'unreadMessages') => (
    <>
      <Icon name={entry.icon ?? 'dot'} />
      <span className="sidebar__label">{t(entry.label)}</span>
      {badge && unreadMessages > 0 && (
        <span className="sidebar__badge" aria-label={t('app.sidebar.unread', { count: unreadMessages })}>
          {unreadMessages > 99 ? '99+' : unreadMessages}
        </span>
      )}
    </>
  );

  const renderLeaf = (entry: SidebarEntry, nested: boolean) => {
    const target = targetOf(entry, base);
    const itemClass = `sidebar__item${nested ? ' sidebar__item--nested' : ''}`;
    if (entry.action) {
      return (
        <button type="button" className={itemClass} title={narrow ? t(entry.label) : undefined} onClick={() => onAction(entry.action ?? '')}>
          {renderLabel(entry)}
        </button>
      );
    }
    if (!target) return <span className={itemClass}>{renderLabel(entry)}</span>;
    const current = containsPath(entry, pathname, base);
    return (
      <Link
        to={target}
        className={`${itemClass}${current ? ' is-active' : ''}`}
        aria-current={current ? 'page' : undefined}
        title={narrow ? t(entry.label) : undefined}
        onClick={onCloseDrawer}
      >
        {renderLabel(entry)}
      </Link>
    );
  };

  return (
    <>
      {drawerOpen && <div className="sidebar-backdrop" onClick={onCloseDrawer} aria-hidden="true" />}
      {/* off-canvas on a narrow screen until opened: out of the Tab order and of what a screen reader reads */}
      <aside className={className} onMouseEnter={onEnter} onMouseLeave={onLeave} aria-label={t('app.sidebar.label')} inert={offCanvas && !drawerOpen}>
        <nav>
          <ul className="sidebar__list">
            {entries.map((entry) => {
              if (!entry.children) return <li key={entry.id}>{renderLeaf(entry, false)}</li>;
              const open = openGroup === entry.id;
              const active = containsPath(entry, pathname, base);
              return (
                <li key={entry.id} className={open ? 'is-open' : undefined}>
                  <button
                    type="button"
                    className={`sidebar__item sidebar__group${active ? ' is-active-group' : ''}`}
                    aria-expanded={open}
                    title={narrow ? t(entry.label) : undefined}
                    onClick={() => {
                      // A shrunk sidebar has no room for the submenu: opening one expands it at once.
                      if (narrow) setHoverExpanded(true);
                      setOpenGroup(open && !narrow ? null : entry.id);
                    }}
                  >
                    {renderLabel(entry, !(open && !narrow) && carriesUnread(entry))}
                    <span className="sidebar__chevron"><Icon name="chevron-down" size={14} /></span>
                  </button>
                  {open && !narrow && (
                    <ul className="sidebar__sublist">
                      {entry.children.flatMap((child) => child.children ?? [child]).map((child) => (
                        <li key={child.id}>{renderLeaf(child, true)}</li>
                      ))}
                    </ul>
                  )}
                </li>
              );
            })}
          </ul>
        </nav>
      </aside>
    </>
  );
}
