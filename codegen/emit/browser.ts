// The browser's modules: one per screen (its model less what only the server reads, with the loaders of its form
// and words), the app's table of screens, the sidebars, and the words each screen loads with it.
import { VariableDeclarationKind } from 'ts-morph';
import { FIELD_KEYS_LEFT_OUT_OF_BROWSER, LEFT_OUT_OF_BROWSER, type BrowserField, type BrowserScreen, type FieldModel, type ScreenModel } from '../../contract/model';
import type { SidebarEntrySource } from '../load/sources';
import type { ProjectModel } from '../compile/project';
import { camelName, uiSchema } from '../compile/form';
import { GeneratedFile, propertyKey } from './file';
import { ACTION_WORDS, KIND_WORDS, labelKeys, WORKFLOW_WORDS } from './labels';
import { literal } from './literal';

/** The event a screen's module raises under `npm run dev` when a save replaces it (src/runtime/core/hot.ts listens). */
export const SCREEN_REPLACED_EVENT = 'aula:screen';

/** A screen as its browser module has it. */
export function browserScreen(model: ScreenModel): BrowserScreen {
  const screen: Record<string, unknown> = {
    ...model,
    actions: model.actions.map(({ run: _run, fields: _fields, schema: _schema, notify: _notify, ...action }) => action),
    // whom a move tells is the server's to know
    ...(model.workflow ? { workflow: { ...model.workflow, transitions: model.workflow.transitions.map(({ notify: _notify, ...transition }) => transition) } } : {}),
    columns: model.columns.map(({ mine: _mine, placesLeft: _placesLeft, ...column }) => column),
    fields: model.fields.map(browserField),
    filters: model.filters.map(({ column: _column, searchIn: _searchIn, ...filter }) => filter),
  };
  for (const key of LEFT_OUT_OF_BROWSER) delete screen[key];
  return screen as BrowserScreen;
}

/** A field as the browser draws it: what only the server's checks read left out, a repeat's parts alike. */
function browserField(model: FieldModel): BrowserField {
  const field: Record<string, unknown> = { ...model, ...(model.fields ? { fields: model.fields.map(browserField) } : {}) };
  for (const key of FIELD_KEYS_LEFT_OUT_OF_BROWSER) delete field[key];
  return field as BrowserField;
}

/** A screen has a form when its rows are written, or when an action takes its fields as its form. */
export const hasForm = (model: ScreenModel): boolean =>
  model.fields.length > 0 && (!model.readOnly || model.actions.some((action) => action.form));

/** The actions with a form of their own, each emitted as the form `<screen>-<action>`. */
export const actionForms = (model: ScreenModel) => model.actions.flatMap((action) => (action.fields ? [{ name: `${model.name}-${action.id}`, action }] : []));

function screenModule(model: ScreenModel, languages: readonly string[]): GeneratedFile {
  const file = new GeneratedFile(`src/generated/screens/${model.name}.ts`, `screens/${model.name}.yaml`);
  file.addImportDeclaration({ moduleSpecifier: '../../runtime/core/screen', namedImports: ['ScreenDefinition'], isTypeOnly: true });
  const definition = literal(browserScreen(model));
  // the screen's words (src/generated/labels.json), in the language the user reads, loaded with it
  const labels = languages.map((language) => `    ${language}: () => import('virtual:aula-labels/${language}/${model.name}'),`).join('\n');
  const ownForms = actionForms(model).map(({ name, action }) => `    ${propertyKey(action.id)}: () => import('../forms/${name}').then((module) => module.default),`);
  const actionLoaders = ownForms.length > 0 ? `\n  actionForms: {\n${ownForms.join('\n')}\n  },` : '';
  // a page's form (view form, the public forms) is drawn without rjsf, so its module carries the validator itself
  const loader = model.view === 'form' ? 'loadPageForm' : 'loadForm';
  const loaders = `,${hasForm(model) ? `\n  ${loader}: () => import('../forms/${model.name}').then((module) => module.default),` : ''}${actionLoaders}\n  labels: {\n${labels}\n  },\n}`;
  const name = `${camelName(model.name)}Screen`;
  file.addVariableStatement({
    declarationKind: VariableDeclarationKind.Const,
    isExported: true,
    declarations: [{ name, type: 'ScreenDefinition', initializer: file.initializer(definition.replace(/,?\n\}$/, loaders)) }],
  });
  file.addExportAssignment({ isExportEquals: false, expression: name });
  // under npm run dev, a save replaces the definition on the page showing it (src/runtime/core/hot.ts); the build drops it
  file.statements.push(`if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('${SCREEN_REPLACED_EVENT}', { detail: next?.default })));`);
  return file;
}

function sidebarLiteral(entries: readonly SidebarEntrySource[]): unknown {
  return entries.map((entry) => ({ ...entry, children: entry.children ? sidebarLiteral(entry.children) : undefined }));
}

/** src/generated/routes.ts: every screen's loader, and what the router needs of them before any is loaded. */
function routesModule(models: readonly ScreenModel[]): GeneratedFile {
  const routes = new GeneratedFile('src/generated/routes.ts', 'screens/');
  routes.addImportDeclaration({ moduleSpecifier: '../runtime/core/screen', namedImports: ['ScreenModule'], isTypeOnly: true });
  const table = (name: string, docs: string | undefined, type: string, value: unknown): void => routes.addVariableStatement({
    declarationKind: VariableDeclarationKind.Const, isExported: true, ...(docs ? { docs: [docs] } : {}),
    declarations: [{ name, type, initializer: routes.initializer(literal(value)) }],
  });
  routes.addVariableStatement({
    declarationKind: VariableDeclarationKind.Const,
    isExported: true,
    docs: ['Every admin screen\'s module by its PageWithForm value, each its own chunk (made ready to draw, with its words and option lists, by loadScreen).'],
    declarations: [{
      name: 'screenModules',
      type: 'Readonly<Record<string, () => Promise<ScreenModule>>>',
      initializer: routes.initializer(`{\n${models.map((model) => `  ${propertyKey(model.name)}: () => import('./screens/${model.name}'),`).join('\n')}\n}`),
    }],
  });
  routes.addVariableStatement({ declarationKind: VariableDeclarationKind.Const, isExported: true, declarations: [{ name: 'screenNames', type: 'readonly string[]', initializer: 'Object.keys(screenModules)' }] });
  routes.addVariableStatement({
    declarationKind: VariableDeclarationKind.Const, isExported: true, docs: ['The dashboard shown at /admin (screen key home), if a screen is it.'],
    declarations: [{ name: 'homeScreen', type: 'string | undefined', initializer: literal(models.find((model) => model.home)?.name ?? null).replace('null', 'undefined') }],
  });
  table('screenAreas', 'The student or lecturer area of each screen that belongs to one; the rest are the admin area\'s.', 'Readonly<Record<string, string>>',
    Object.fromEntries(models.flatMap((model) => (model.area ? [[model.name, model.area]] : []))));
  table('screenPermissions', undefined, 'Readonly<Record<string, string>>',
    Object.fromEntries(models.flatMap((model) => (model.permission ? [[model.name, model.permission]] : []))));
  table('findScreens', 'The screens Find anyone searches (screen key find): the header\'s search asks for people only of a user who may open one.', 'readonly string[]',
    models.flatMap((model) => (model.find ? [model.name] : [])));
  return routes;
}

/** src/generated/public-screens.ts: the public pages' screens by their path, which a visitor's page (opened without the router) loads. */
function publicScreensModule(models: readonly ScreenModel[]): GeneratedFile {
  const open = new GeneratedFile('src/generated/public-screens.ts', 'screens/');
  const pages = models.filter((model) => model.area === 'public' && model.path);
  if (pages.length > 0) open.addImportDeclaration({ moduleSpecifier: '../runtime/core/screenModules', namedImports: ['readyScreen'] });
  open.addImportDeclaration({ moduleSpecifier: '../runtime/core/screen', namedImports: ['ScreenDefinition'], isTypeOnly: true });
  open.addVariableStatement({
    declarationKind: VariableDeclarationKind.Const, isExported: true, docs: ['The public pages (area public) by their path, each a screen opened without a session, loaded with its words.'],
    declarations: [{
      name: 'publicScreens',
      type: 'Readonly<Record<string, { screen: string; load: () => Promise<ScreenDefinition> }>>',
      initializer: pages.length === 0 ? '{}' : open.initializer(`{\n${pages.map((model) => `  ${literal(model.path)}: { screen: ${literal(model.name)}, load: () => import('./screens/${model.name}').then((module) => readyScreen(module)) },`).join('\n')}\n}`),
    }],
  });
  return open;
}

/**
 * src/generated/public-pages.json: the public pages' paths, titles and instructions, which the sign-in page and each
 * other link to, and which the shell shows before a page's screen arrives.
 */
function publicPages(models: readonly ScreenModel[]): string {
  const pages = models.flatMap((model) => (model.area === 'public' && model.path ? [{ path: model.path, title: model.title, intro: model.intro }] : []));
  return `${JSON.stringify(pages, null, 2)}\n`;
}

function sidebarModule({ sidebar: menus }: ProjectModel): GeneratedFile {
  const sidebar = new GeneratedFile('src/generated/sidebar.ts', 'screens/sidebar.yaml');
  sidebar.addImportDeclaration({ moduleSpecifier: '../../contract/dsl', namedImports: ['AccountArea', 'SidebarEntry'], isTypeOnly: true });
  sidebar.addVariableStatement({ declarationKind: VariableDeclarationKind.Const, isExported: true, declarations: [{ name: 'sidebar', type: 'readonly SidebarEntry[]', initializer: sidebar.initializer(literal(sidebarLiteral(menus.sidebar))) }] });
  const areas = menus.areas ?? {};
  sidebar.addVariableStatement({
    declarationKind: VariableDeclarationKind.Const, isExported: true, docs: ['The menus of the student and lecturer areas.'],
    declarations: [{ name: 'areaMenus', type: 'Readonly<Record<AccountArea, readonly SidebarEntry[]>>', initializer: sidebar.initializer(literal({ student: sidebarLiteral(areas.student ?? []), lecturer: sidebarLiteral(areas.lecturer ?? []) })) }],
  });
  return sidebar;
}

/** Each screen's words: those its module and forms name, and the words its page kind and actions say. */
function screenWords({ screens: models, lookups, locales }: ProjectModel): string {
  const words = Object.fromEntries(models.map((model) => {
    const shown = [
      browserScreen(model),
      hasForm(model) ? uiSchema(model.fields, model.sections, lookups) : {},
      ...actionForms(model).map(({ action }) => uiSchema(action.fields ?? [], undefined, lookups)),
    ];
    return [model.name, [...new Set([
      ...KIND_WORDS[model.view] ?? [],
      ...(model.workflow ? WORKFLOW_WORDS : []),
      // a column naming its codes from a subtree of the locales takes the whole subtree
      ...model.columns.flatMap((column) => (column.names ? [column.names] : [])),
      ...model.actions.flatMap((action) => (['questionnaire', 'report'] as const).flatMap((has) => (action[has] ? ACTION_WORDS[has] : []))),
      ...Object.values(locales).flatMap((catalogue) => labelKeys(shown, catalogue, lookups)),
    ])].sort()];
  }));
  return `${JSON.stringify(words, null, 2)}\n`;
}

/** The browser's generated modules, its words per screen (src/generated/labels.json) and its public pages (public-pages.json). */
export function browserModules(project: ProjectModel): { modules: GeneratedFile[]; labels: string; pages: string } {
  const models = project.screens;
  const languages = Object.keys(project.locales).sort();
  return {
    modules: [...models.map((model) => screenModule(model, languages)), routesModule(models), publicScreensModule(models), sidebarModule(project)],
    labels: screenWords(project),
    pages: publicPages(models),
  };
}
