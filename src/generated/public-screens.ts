// generated — edit screens/ instead. Run `npm run gen` after changing it.

import { readyScreen } from '../runtime/core/screenModules';
import type { ScreenDefinition } from '../runtime/core/screen';

/** The public pages (area public) by their path, each a screen opened without a session, loaded with its words. */
export const publicScreens: Readonly<Record<string, { screen: string; load: () => Promise<ScreenDefinition> }>> = {
  '/bachelor': { screen: 'apply-bachelor', load: () => import('./screens/apply-bachelor').then((module) => readyScreen(module)) },
  '/register': { screen: 'apply', load: () => import('./screens/apply').then((module) => readyScreen(module)) },
};
