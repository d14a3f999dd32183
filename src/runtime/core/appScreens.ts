// The app's screens and menus, which the app hands to the runtime (src/App.tsx, from src/generated/): the runtime
// knows no screen by name and imports nothing generated.
import type { AccountArea, SidebarEntry } from '../../../contract/dsl';
import type { ScreenDefinition, ScreenModule } from './screen';
import { readyScreen } from './screenModules';

export interface AppScreens {
  /** every screen's module by its name, each its own chunk (loadScreen makes it ready to draw) */
  screenModules: Readonly<Record<string, () => Promise<ScreenModule>>>;
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

const loaded = new Map<string, ScreenDefinition>();

/** A screen's definition, loaded with its words and option lists; `arriving` hears of it before its words (readyScreen). */
export async function loadScreen(name: string, arriving?: (screen: ScreenDefinition) => void): Promise<ScreenDefinition> {
  const screen = await readyScreen(await appScreens().screenModules[name](), arriving);
  loaded.set(name, screen);
  return screen;
}

/** A screen loaded before in this visit, to draw without waiting for it (a page opened at start is drawn with its area). */
export function loadedScreen(name: string): ScreenDefinition | undefined {
  return loaded.get(name);
}

/**
 * The screen an area's page opens: the route's, or with `home` the area's home dashboard; '' for none, for another
 * area's screen (a student's page is no admin screen, nor the other way round) and for a name no screen has.
 */
export function screenOfRoute(area: string, routed: string | undefined, home: boolean): string {
  const { homeScreen, screenAreas, screenModules } = appScreens();
  const named = (home ? homeScreen : routed) ?? '';
  return screenModules[named] && (screenAreas[named] ?? 'admin') === area ? named : '';
}

/** The screen an address opens, as the areas' routes resolve it: /admin/students → students, /admin → the home's. */
export function screenAtPath(pathname: string): string {
  const route = /^\/(admin|student|lecturer)(?:\/([^/]+))?\/?$/.exec(pathname);
  if (!route) return '';
  const [, area, routed] = route;
  return screenOfRoute(area, routed, routed === undefined && area === 'admin');
}

/** The menus, handed over before the areas that draw them load (src/App.tsx). */
export function appMenus(): AppMenus {
  if (!menus) throw new Error('the app has not handed its menus to the runtime (provideMenus)');
  return menus;
}
