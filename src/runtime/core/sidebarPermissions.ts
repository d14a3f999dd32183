// Which sidebar entries a user sees (SPEC sections 2 and 6): recursive through submenus.
import type { SidebarEntry } from '../../../contract/dsl';

/**
 * An entry shows when the user holds its permission, or any one of its anyPermission (or it names none). A group also needs at
 * least one child that shows; its children are filtered the same way.
 */
export function filterSidebarByPermissions(
  entries: readonly SidebarEntry[],
  permissions: readonly string[],
): SidebarEntry[] {
  const held = new Set(permissions);
  const visit = (list: readonly SidebarEntry[]): SidebarEntry[] =>
    list.flatMap((entry) => {
      if (entry.permission !== undefined && !held.has(entry.permission)) return [];
      if (entry.anyPermission !== undefined && !entry.anyPermission.some((permission) => held.has(permission))) return [];
      if (entry.children === undefined) return [entry];
      const children = visit(entry.children);
      return children.length > 0 ? [{ ...entry, children }] : [];
    });
  return visit(entries);
}
