// The app's screens and menus, which the app hands to the runtime (src/App.tsx, from src/generated/): the runtime
// knows no screen by name and imports nothing generated.
import type { AccountArea, SidebarEntry } from '../../../contract/dsl';
import type { ScreenDefinition } from './screen';

export interface AppScreens {
  /** every screen by its name, each loaded as its own chunk with its words and option lists */
  screenLoaders: Readonly<Record<string, () => Promise<ScreenDefinition>>>;
  screenNames: readonly string[];
  /** the dashboard shown at /admin, if a screen is it */
  homeScreen: string | undefined;
  /** the student or lecturer area of each screen that belongs to one */
  screenAreas: Readonly<Record<string, string>>;
  screenPermissions: Readonly<Record<string, string>>;
  /** the screens Find anyone searches for records (screen key find) */
  findScreens?: readonly string[];
}

export interface AppMenus {
  sidebar: readonly SidebarEntry[];
  areaMenus: Readonly<Record<AccountArea, readonly SidebarEntry[]>>;
}

let screens: AppScreens | undefined;
let menus: AppMenus | undefined;

export function provideScreens(given: AppScreens): void {
  screens = given;
}

export function provideMenus(given: AppMenus): void {
  menus = given;
}

export function appScreens(): AppScreens {
  if (!screens) throw new Error('the app has not handed its screens to the runtime (provideScreens)');
  return screens;
}

/** The menus, handed over before the areas that draw them load (src/App.tsx). */
export function appMenus(): AppMenus {
  if (!menus) throw new Error('the app has not handed its menus to the runtime (provideMenus)');
  return menus;
}
