// How a lookupMany with `groupBy: sidebar` groups its options: permission titles as the sidebar groups the
// entries they guard (SPEC section 2). A pure function, so the grouping is tested without a browser.
import type { LookupOption, SidebarEntry } from '../../../contract/dsl';

export interface GroupedOption {
  option: LookupOption;
  /** the raw title (students.index) */
  title: string;
  /** i18n key of the sidebar entry the permission guards; absent for a title the sidebar does not name */
  label?: string;
}

export interface OptionGroup {
  id: string;
  /** i18n key of the group's legend */
  label: string;
  options: GroupedOption[];
}

/** The group of the sidebar's top-level entries that open a page themselves (students, calendar, news…). */
export const MAIN_GROUP_LABEL = 'fields.permission_groups.main';
/** Titles no sidebar entry names, such as permissions added by hand. */
export const OTHER_GROUP_LABEL = 'fields.permission_groups.other';

function titleOf(option: LookupOption): string {
  return option.name_en ?? option.name_ka ?? String(option.id);
}

/**
 * The options in the sidebar's order: one group per sidebar group, the top-level pages together first, the
 * rest last. A title several entries carry (students.index) appears once, where the sidebar first names it.
 */
export function groupOptionsBySidebar(sidebar: readonly SidebarEntry[], options: readonly LookupOption[]): OptionGroup[] {
  const byTitle = new Map(options.map((option) => [titleOf(option), option]));
  const placed = new Set<string>();
  const take = (entry: SidebarEntry, label: string): GroupedOption[] => {
    const option = entry.permission === undefined ? undefined : byTitle.get(entry.permission);
    if (!option || placed.has(entry.permission!)) return [];
    placed.add(entry.permission!);
    return [{ option, title: entry.permission!, label }];
  };
  const main: OptionGroup = { id: 'main', label: MAIN_GROUP_LABEL, options: [] };
  const groups: OptionGroup[] = [main];
  for (const entry of sidebar) {
    if (!entry.children) {
      main.options.push(...take(entry, entry.label));
      continue;
    }
    const own = entry.children.flatMap((child) => take(child, child.label));
    own.push(...take(entry, entry.label));
    groups.push({ id: entry.id, label: entry.label, options: own });
  }
  const other = options.filter((option) => !placed.has(titleOf(option)))
    .map((option) => ({ option, title: titleOf(option) }));
  groups.push({ id: 'other', label: OTHER_GROUP_LABEL, options: other });
  return groups.filter((group) => group.options.length > 0);
}
