// A screen's module made ready to draw: its fixed option lists known, its words loaded. The one way a screen's chunk
// becomes a definition, for the admin pages (appScreens.ts loadScreen) and the public ones (src/generated/public-screens.ts).
import { withWords } from './i18n';
import { withFixedLookups } from './lookups';
import type { ScreenDefinition, ScreenModule } from './screen';

/**
 * The screen's definition once its words are in. `arriving` hears of it as soon as its module is, before its words:
 * a page sends its list's request then, beside them, rather than after.
 */
export async function readyScreen(module: ScreenModule, arriving?: (screen: ScreenDefinition) => void): Promise<ScreenDefinition> {
  const screen = withFixedLookups(module.default);
  arriving?.(screen);
  return withWords(screen);
}
