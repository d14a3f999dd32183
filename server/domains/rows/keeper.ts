// The screen that keeps a table's rules (its constraints' sentences): the screen itself when it declares them, else
// the administrators' screen over the same table (a lecturer's list of applications refused by the applications'
// capacity says it as the staff's screen would).
import type { ServerScreen } from '../../../contract/model';
import type { AppContext } from '../../kernel/context';

export function keeperOf(ctx: Pick<AppContext, 'registry'>, screen: ServerScreen, table: string): ServerScreen {
  if (screen.constraints?.length && screen.table === table) return screen;
  return Object.values(ctx.registry.screens).find((candidate) => candidate.table === table && candidate.area === undefined && candidate.constraints?.length) ?? screen;
}
