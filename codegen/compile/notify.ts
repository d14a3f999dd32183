// Whom a move or an action tells (key notify), as the server reads it: each entry with the accounts' column its field
// names and the pages it leads to — each screen's path, who may open it, and the parameter that opens the record there.
import type { Notify } from '../../contract/generated/dsl';
import type { NotifyModel, NotifyPage } from '../../contract/model';
import type { ScreenSource } from '../load/sources';
import { accountColumnOf, lookupTable, notifiedRecord, rowsAccount, type Project } from './derive';

/** A screen a notification leads to, and how it opens a record of `table` (none: it does not show such records). */
function pageOf(target: ScreenSource, table: string | undefined, lookups: Project['lookups']): NotifyPage {
  const param = table === undefined ? undefined
    : target.view === 'grid' && target.grid ? (lookupTable(target, target.grid.scope, lookups) === table ? target.grid.scope : undefined)
      : target.table === table ? 'rowId' : undefined;
  return {
    screen: target.screen, path: `/${target.area ?? 'admin'}/${target.screen}`,
    ...(target.area ? { area: target.area } : {}), ...(target.permission ? { permission: target.permission } : {}), ...(param ? { param } : {}),
  };
}

/** A screen's notify entries of an action (`on` names whether it has a row) or a workflow's move, resolved. */
export function notifyModels(
  screen: ScreenSource, declared: readonly Notify[] | undefined, of: 'action' | 'workflow', project: Project, onRecord = true,
): [NotifyModel, ...NotifyModel[]] | undefined {
  if (!declared || declared.length === 0) return undefined;
  const record = notifiedRecord(screen, project, of);
  const [first, ...rest] = declared.map((entry): NotifyModel => {
    const field = entry.field === undefined ? undefined : record.fields.find((candidate) => candidate.key === entry.field);
    const account = entry.rows ? rowsAccount(screen, project.lookups, project.screens) : accountColumnOf(field, project);
    const pages = (entry.opens ?? [screen.screen]).flatMap((name) => {
      const target = name === screen.screen ? screen : project.screens.find((candidate) => candidate.screen === name);
      return target ? [pageOf(target, onRecord ? record.table : undefined, project.lookups)] : [];
    });
    const rows = entry.rows && screen.grid ? { rowsReader: screen.grid.rows.reader } : {};
    return { ...entry, ...(account ? { account } : {}), ...rows, pages };
  });
  return [first, ...rest];
}
