// The menus of screens/sidebar.yaml: each leaf opens one thing, of its own area, and is guarded by a permission.
import type { Definitions, SidebarEntrySource } from '../load/sources';
import type { ProblemList } from '../core/problems';
import { checkLabel, duplicates, iconProblem } from './context';

export function checkSidebar(problems: ProblemList, definitions: Definitions): void {
  const source = definitions.sidebar;
  const add = (path: (string | number)[], message: string): void => problems.add(source, path, 'AULA-E701', message);
  const screenNames = new Set(definitions.screens.map((screen) => screen.value.screen));
  const ids: string[] = [];
  const screenPermissions = new Set(definitions.screens.map((screen) => screen.value.permission));
  const checkIcon = (at: (string | number)[], icon: string | undefined): void => {
    const problem = iconProblem(icon);
    if (problem) problems.add(source, [...at, 'icon'], 'AULA-E201', problem);
  };
  const visit = (entries: readonly SidebarEntrySource[], path: (string | number)[]): void => {
    entries.forEach((entry, index) => {
      const at = [...path, index];
      ids.push(entry.id);
      checkLabel(problems, definitions, source, [...at, 'label'], entry.label);
      checkIcon(at, entry.icon);
      const targets = [entry.screen, entry.path, entry.action, entry.children].filter((target) => target !== undefined);
      if (targets.length !== 1) add(at, `the entry '${entry.id}' must have exactly one of screen, path, action or children`);
      if (entry.screen !== undefined && !screenNames.has(entry.screen)) problems.add(source, [...at, 'screen'], 'AULA-E203', `the entry '${entry.id}' opens the screen '${entry.screen}', which has no file in screens/`);
      if (!entry.children && entry.permission === undefined && entry.anyPermission === undefined) add(at, `the entry '${entry.id}' needs a 'permission' or 'anyPermission'; every leaf of the sidebar is guarded`);
      if (entry.permission !== undefined && entry.anyPermission !== undefined) add(at, `the entry '${entry.id}' has both 'permission' and 'anyPermission'; keep one`);
      entry.anyPermission?.forEach((permission, i) => {
        if (!screenPermissions.has(permission)) add([...at, 'anyPermission', i], `the permission '${permission}' guards no screen; anyPermission names screens' permissions`);
      });
      if (entry.children) visit(entry.children, [...at, 'children']);
    });
  };
  visit(source.value.sidebar, ['sidebar']);
  for (const id of duplicates(ids)) problems.add(source, ['sidebar'], 'AULA-E204', `the entry id '${id}' is used twice`);
  const areaOf = new Map(definitions.screens.map((screen) => [screen.value.screen, screen.value.area]));
  const inAdmin = (entries: readonly SidebarEntrySource[], path: (string | number)[]): void => entries.forEach((entry, index) => {
    if (entry.screen !== undefined && areaOf.get(entry.screen) !== undefined) add([...path, index, 'screen'], `the screen '${entry.screen}' belongs to the ${areaOf.get(entry.screen)} area; list it under areas.${areaOf.get(entry.screen)}`);
    if (entry.children) inAdmin(entry.children, [...path, index, 'children']);
  });
  inAdmin(source.value.sidebar, ['sidebar']);
  for (const [area, entries] of Object.entries(source.value.areas ?? {})) {
    entries.forEach((entry, index) => {
      const at = ['areas', area, index];
      checkLabel(problems, definitions, source, [...at, 'label'], entry.label);
      checkIcon(at, entry.icon);
      if (entry.screen === undefined || areaOf.get(entry.screen) !== area) add(at, `the entry '${entry.id}' of the ${area} area must open a screen of that area (area: ${area})`);
    });
  }
}
