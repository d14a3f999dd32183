// Every permission the screens (their workflows and actions too) and the sidebar name has a name in each locale (permissionNames.<code>), which the
// permissions list, a role's form and the profile show beside the code; reported once, where it is first named.
import { permissionNameKey } from '../../contract/labels';
import type { Definitions, Located, SidebarEntrySource } from '../load/sources';
import type { ProblemList, YamlPath } from '../core/problems';
import { checkLabel } from './context';


export function checkPermissionNames(problems: ProblemList, definitions: Definitions): void {
  const named = new Set<string>();
  const check = (source: Located<unknown>, path: YamlPath, permission: string | undefined): void => {
    if (permission === undefined || named.has(permission)) return;
    named.add(permission);
    checkLabel(problems, definitions, source, path, permissionNameKey(permission));
  };
  for (const screen of definitions.screens) {
    check(screen, ['permission'], screen.value.permission);
    const workflow = screen.value.workflow;
    workflow?.transitions.forEach((transition, index) => check(screen, ['workflow', 'transitions', index, 'permission'], transition.permission));
    workflow?.states.forEach((state, index) => check(screen, ['workflow', 'states', index, 'edit'], typeof state.edit === 'string' ? state.edit : undefined));
    screen.value.actions?.forEach((action, index) => check(screen, ['actions', index, 'permission'], action.permission));
  }
  const visit = (entries: readonly SidebarEntrySource[], path: (string | number)[]): void => entries.forEach((entry, index) => {
    check(definitions.sidebar, [...path, index, 'permission'], entry.permission);
    if (entry.children) visit(entry.children, [...path, index, 'children']);
  });
  visit(definitions.sidebar.value.sidebar, ['sidebar']);
}
