// Turns checked definitions into the files of src/generated/ and server/generated/, byte for byte the same each run.
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import standaloneCode from 'ajv/dist/standalone/index.js';
import {
  IndentationText, Project, QuoteKind, StructureKind, VariableDeclarationKind,
  type ExportAssignmentStructure, type ImportDeclarationStructure,
  type OptionalKind, type StatementStructures, type VariableStatementStructure,
} from 'ts-morph';
import { narrowingList, type Definitions, type FieldSource, type LookupSource, type ScreenSource, type SidebarEntrySource } from './model';
import type { ShowWhen } from '../contract/dsl';
import { ACTION_WORDS, KIND_WORDS, labelKeys } from './labels';
import { literal } from './literal';
import { Memo } from './memo';
import { constraintIndex } from './schema';

export type FieldDefinitions = Record<string, Record<string, unknown>>;

const HEADER = (source: string) => `// generated — edit ${source} instead. Run \`npm run gen\` after changing it.\n`;
const PHONE_PLACEHOLDER = '123-45-678';
const TEXT_KINDS = new Set(['text', 'longtext', 'richtext']);

export const camelName = (screen: string): string => screen.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
export const pascalName = (screen: string): string => camelName(screen).replace(/^[a-z]/, (letter) => letter.toUpperCase());

const WIDGETS: Partial<Record<FieldSource['kind'], string>> = {
  longtext: 'textarea', richtext: 'richtext', digits: 'digits', personalNumber: 'digits', date: 'date', datetime: 'datetime', time: 'time', color: 'color', file: 'upload',
  lookup: 'lookup', lookupMany: 'lookupMany', boolean: 'checkbox',
};

/**
 * A generated file's statements, collected as ts-morph structures and printed once at the end: printing a whole
 * structure is far faster than editing a source file statement by statement. Multi-line initializers stand in
 * the structures as placeholders, because the printer would give their lines a hanging indent; `expand` puts
 * them back into the printed text.
 */
class GeneratedFile {
  readonly statements: (string | StatementStructures)[] = [];
  private readonly initializers: string[] = [];
  constructor(readonly path: string, readonly header: string) {}
  /** A placeholder for the printed initializer text (literal(...) output or code of the same layout). */
  initializer(text: string): string {
    this.initializers.push(text);
    return `__initializer${this.initializers.length - 1}__`;
  }
  /** Everything the printed module is made of: it prints the same text whenever this is the same. */
  key(): string {
    return JSON.stringify([this.path, this.header, this.statements, this.initializers]);
  }
  expand(printed: string): string {
    return printed
      .replace(/__initializer(\d+)__/g, (_, index: string) => this.initializers[Number(index)])
      .replace(/^(import .*\n)(?!import |\n)/m, '$1\n');
  }
  addImportDeclaration(structure: OptionalKind<ImportDeclarationStructure>): void {
    this.statements.push({ kind: StructureKind.ImportDeclaration, ...structure });
  }
  addVariableStatement(structure: OptionalKind<VariableStatementStructure>): void {
    this.statements.push({ kind: StructureKind.VariableStatement, ...structure });
  }
  addExportAssignment(structure: OptionalKind<ExportAssignmentStructure>): void {
    this.statements.push({ kind: StructureKind.ExportAssignment, ...structure });
  }
}

function createGenerated(path: string, source: string): GeneratedFile {
  return new GeneratedFile(path, HEADER(source));
}

function fixedOptionIds(lookup: LookupSource | undefined): (number | string)[] | undefined {
  return lookup?.options?.map((option) => option.id);
}

/** A field someone types: a computed or stamped one is the server's to write, and no form has it. */
const isTyped = (field: FieldSource): boolean => !field.computed && !field.stamp;

/** A part's id, as the record's read gives it. */
const PART_ID = { type: 'integer', minimum: 1, maximum: 2_147_483_647 };

/** A field's JSON Schema: its kind's shared definition, narrowed by the field; a repeat's items are its parts' fields. */
function propertyOf(field: FieldSource, fieldDefinitions: FieldDefinitions, lookups: Record<string, LookupSource>): Record<string, unknown> {
  const { description: _description, examples: _examples, ...shared } = fieldDefinitions[field.kind];
  const property: Record<string, unknown> = { ...shared };
  if (field.maxLength !== undefined) property.maxLength = field.maxLength;
  if (field.min !== undefined) property.minimum = field.min;
  if (field.max !== undefined) property.maximum = field.max;
  if (field.required && TEXT_KINDS.has(field.kind)) property.minLength = 1;
  if (field.required && field.kind === 'repeat') property.minItems = 1;
  const ids = field.kind === 'lookup' ? fixedOptionIds(lookups[field.lookup ?? '']) : undefined;
  if (ids) {
    property.type = ids.every((id) => typeof id === 'number') ? 'integer' : 'string';
    delete property.minimum;
    property.enum = ids;
  }
  if (field.kind === 'repeat') {
    const parts = (field.fields ?? []).filter(isTyped);
    const required = parts.filter((part) => part.required).map((part) => part.key);
    // a part read back carries its id, so an edit keeps it (and what refers to it: a question's answers)
    property.items = {
      type: 'object', additionalProperties: false,
      ...(required.length > 0 ? { required } : {}),
      properties: { ...Object.fromEntries(parts.map((part) => [part.key, propertyOf(part, fieldDefinitions, lookups)])), id: PART_ID },
    };
  }
  return property;
}

/** The JSON Schema of a screen's write body, built from the shared field definitions. */
export function formSchema(screen: ScreenSource, fieldDefinitions: FieldDefinitions, lookups: Record<string, LookupSource>): Record<string, unknown> {
  const fields = (screen.fields ?? []).filter(isTyped);
  const properties = Object.fromEntries(fields.map((field) => [field.key, propertyOf(field, fieldDefinitions, lookups)]));
  const required = fields.filter((field) => field.required && !field.showWhen).map((field) => field.key);
  const conditions = fields.flatMap((field) => (field.required && field.showWhen ? [shownRequirement(screen, field, field.showWhen)] : []));
  return {
    $id: `${camelName(screen.screen)}Form`,
    type: 'object',
    ...(required.length > 0 ? { required } : {}),
    properties,
    ...(conditions.length > 0 ? { allOf: conditions } : {}),
  };
}

/**
 * A field required only while shown: if the deciding field holds the value, the field is required. The `if`
 * carries an $id so that its validator is precompiled too (rjsf asks it which branch applies).
 */
function shownRequirement(screen: ScreenSource, field: FieldSource, condition: ShowWhen): Record<string, unknown> {
  return {
    if: { $id: conditionId(screen, field), properties: { [condition.field]: { const: condition.equals } }, required: [condition.field] },
    then: { required: [field.key] },
  };
}

const conditionId = (screen: ScreenSource, field: FieldSource): string => `${camelName(screen.screen)}FormShows${pascalName(field.key.replace(/_/g, '-'))}`;

/** The $id of every condition a form schema carries, each a precompiled validator of its own. */
function conditionIds(schema: Record<string, unknown>): string[] {
  const conditions = (schema.allOf ?? []) as { if: { $id: string } }[];
  return conditions.map((condition) => condition.if.$id);
}

function uiSchema(screen: Pick<ScreenSource, 'fields' | 'sections'>, lookups: Record<string, LookupSource>): Record<string, unknown> {
  const fields = (screen.fields ?? []).filter(isTyped);
  const ui: Record<string, unknown> = { 'ui:order': fields.map((field) => field.key) };
  // the form's titled parts, drawn by its object template (runtime/form/sections.tsx)
  if (screen.sections) ui['ui:options'] = { sections: screen.sections };
  for (const field of fields) {
    if (field.kind === 'repeat') {
      // rjsf draws the parts as an array: add, remove and move up or down; each part is a small form of its fields
      const items = uiSchema({ fields: field.fields }, lookups);
      ui[field.key] = {
        'ui:title': field.label,
        items: { ...items, 'ui:order': [...(items['ui:order'] as string[]), 'id'], id: { 'ui:widget': 'hidden' }, 'ui:options': { label: false } },
        'ui:options': { orderable: true },
      };
      continue;
    }
    const options: Record<string, unknown> = {};
    if (field.kind === 'email') options.inputType = 'email';
    if (field.kind === 'phone') options.inputType = 'tel';
    if (field.lookup) options.lookup = field.lookup;
    if (field.dependsOn) options.dependsOn = field.dependsOn;
    // a field narrowed by the chosen option of another (a register's programmes) reads that option's where
    const deciding = narrowingList(screen, field, lookups);
    if (deciding) options.dependsOnLookup = deciding;
    if (field.accept) options.accept = field.accept;
    if (field.showWhen) options.showWhen = field.showWhen;
    if (field.groupBy) options.groupBy = field.groupBy;
    // a list too long to load whole (every student) is searched as one types
    const searched = field.kind === 'lookup' && lookups[field.lookup ?? '']?.search === true;
    const widget = field.display === 'radio' ? 'lookupRadio' : searched ? 'lookupSearch' : WIDGETS[field.kind];
    ui[field.key] = {
      'ui:title': field.label,
      ...(widget ? { 'ui:widget': widget } : {}),
      ...(field.kind === 'phone' ? { 'ui:placeholder': PHONE_PLACEHOLDER } : {}),
      ...(Object.keys(options).length > 0 ? { 'ui:options': options } : {}),
    };
  }
  return ui;
}

/** The switches of a screen with the schema's defaults filled in. */
function switches(screen: ScreenSource) {
  return {
    readOnly: screen.readOnly ?? false,
    filter: screen.filter ?? true,
    export: screen.export ?? (screen.view ?? 'list') === 'list',
    forwardQuery: screen.forwardQuery ?? false,
    collapseSidebar: screen.collapseSidebar ?? false,
    opensAdd: screen.opensAdd ?? false,
  };
}

/**
 * The fixed option lists (a lookup with options) the screen's columns, filters and fields name: a screen carries
 * its own, so no route carries every list. A table-backed list is read from the API and needs nothing here.
 */
function fixedLookups(screen: ScreenSource, lookups: Record<string, LookupSource>): Record<string, unknown> | undefined {
  const fields = [...(screen.fields ?? []), ...(screen.actions ?? []).flatMap((action) => action.fields ?? [])];
  const items = [...(screen.columns ?? []), ...(screen.filters ?? []), ...fields, ...fields.flatMap((field) => field.fields ?? [])];
  const names = new Set(items.flatMap((item) => (item.lookup ? [item.lookup] : [])));
  const fixed = [...names].sort().flatMap((name) => (lookups[name]?.options ? [[name, lookups[name].options]] : []));
  return fixed.length > 0 ? Object.fromEntries(fixed) : undefined;
}

function screenDefinition(screen: ScreenSource, lookups: Record<string, LookupSource>): Record<string, unknown> {
  const fields = screen.fields ?? [];
  return {
    name: screen.screen,
    title: screen.title,
    addTitle: screen.addTitle,
    intro: screen.intro,
    permission: screen.permission,
    area: screen.area,
    endpoint: screen.endpoint,
    responseKey: screen.responseKey,
    adapter: screen.adapter,
    ...switches(screen),
    // its deleted records can be listed and brought back (server/resources/routes.ts: a stored, writable screen's)
    restorable: !screen.readOnly && !screen.scope && !screen.source && screen.area === undefined ? true : undefined,
    actions: screen.actions?.map(({ run: _run, fields: _fields, ...action }) => action),
    tabs: screen.tabs,
    detail: screen.detail,
    recordTitle: screen.recordTitle,
    card: screen.card,
    poll: screen.poll,
    defaultSort: screen.defaultSort,
    view: screen.view ?? 'list',
    home: screen.home,
    calendar: screen.calendar,
    widgets: screen.widgets,
    grid: screen.grid,
    sampleRow: screen.sampleRow,
    totals: screen.totals,
    opens: screen.opens,
    fixedLookups: fixedLookups(screen, lookups),
    columns: (screen.columns ?? []).map(({ mine: _mine, ...column }) => ({ ...column, kind: column.kind ?? 'text' })),
    filters: (screen.filters ?? []).map(({ column: _column, searchIn: _searchIn, ...filter }) => filter),
    fields: fields.map(browserField),
  };
}

/** An action's own form as a screen of its own (<screen>-<action>), so it is emitted and checked as a screen's form is. */
export function actionForms(screen: ScreenSource): ScreenSource[] {
  return (screen.actions ?? []).flatMap((action) => (action.fields
    ? [{ screen: `${screen.screen}-${action.id}`, title: action.label, endpoint: screen.endpoint, fields: action.fields }]
    : []));
}

/** A field as the browser draws it: what the server alone checks left out, a repeat's parts alike. */
function browserField(source: FieldSource): Record<string, unknown> {
  const { maxLength: _maxLength, unique: _unique, groupBy: _groupBy, onDelete: _onDelete, after: _after, renamedFrom: _renamedFrom, min: _min, max: _max, ...field } = source;
  return { ...field, required: field.required ?? false, ...(field.fields ? { fields: field.fields.map(browserField) } : {}) };
}

/** A screen has a form when its rows are written, or when an action takes its fields as its form. */
const hasForm = (screen: ScreenSource): boolean =>
  (screen.fields ?? []).length > 0 && (!screen.readOnly || (screen.actions ?? []).some((action) => action.form));

function emitScreenModule(screen: ScreenSource, lookups: Record<string, LookupSource>, languages: readonly string[]): GeneratedFile {
  const camel = camelName(screen.screen);
  const file = createGenerated(`src/generated/screens/${screen.screen}.ts`, `screens/${screen.screen}.yaml`);
  file.addImportDeclaration({ moduleSpecifier: '../../runtime/screen', namedImports: ['ScreenDefinition'], isTypeOnly: true });
  const definition = literal(screenDefinition(screen, lookups));
  // the screen's words (src/generated/labels.json), in the language the user reads, loaded with it
  const labels = languages.map((language) => `    ${language}: () => import('virtual:aula-labels/${language}/${screen.screen}'),`).join('\n');
  const ownForms = actionForms(screen).map((form) => `    ${literal(form.screen.slice(screen.screen.length + 1)).replace(/^'([a-z][A-Za-z0-9]*)'$/, '$1')}: () => import('../forms/${form.screen}').then((module) => module.default),`);
  const actionLoaders = ownForms.length > 0 ? `\n  actionForms: {\n${ownForms.join('\n')}\n  },` : '';
  // a page's form (view form, the public forms) is drawn without rjsf, so its module carries the validator itself
  const loader = screen.view === 'form' ? 'loadPageForm' : 'loadForm';
  const loadForm = `,${hasForm(screen) ? `\n  ${loader}: () => import('../forms/${screen.screen}').then((module) => module.default),` : ''}${actionLoaders}\n  labels: {\n${labels}\n  },\n}`;
  file.addVariableStatement({
    declarationKind: VariableDeclarationKind.Const,
    isExported: true,
    declarations: [{ name: `${camel}Screen`, type: 'ScreenDefinition', initializer: file.initializer(definition.replace(/,?\n\}$/, loadForm)) }],
  });
  file.addExportAssignment({ isExportEquals: false, expression: `${camel}Screen` });
  // under npm run dev, a save replaces the definition on the page showing it (src/runtime/hot.ts); the build drops it
  file.statements.push(`if (import.meta.hot) import.meta.hot.accept((next) => window.dispatchEvent(new CustomEvent('aula:screen', { detail: next?.default })));`);
  return file;
}

function emitFormModule(screen: ScreenSource, schema: Record<string, unknown>, lookups: Record<string, LookupSource>): GeneratedFile {
  const camel = camelName(screen.screen);
  const file = createGenerated(`src/generated/forms/${screen.screen}.ts`, `screens/${screen.screen}.yaml`);
  file.addImportDeclaration({ moduleSpecifier: '@rjsf/validator-ajv8', namedImports: ['createPrecompiledValidator'] });
  file.addImportDeclaration({ moduleSpecifier: '@rjsf/utils', namedImports: ['RJSFSchema', 'UiSchema'], isTypeOnly: true });
  file.addImportDeclaration({ moduleSpecifier: '../../runtime/screen', namedImports: ['FormModule'], isTypeOnly: true });
  file.addImportDeclaration({ moduleSpecifier: `./${screen.screen}.validator.js`, namespaceImport: 'validateFunctions' });
  file.addVariableStatement({ declarationKind: VariableDeclarationKind.Const, isExported: true, declarations: [{ name: `${camel}FormSchema`, type: 'RJSFSchema', initializer: file.initializer(literal(schema)) }] });
  file.addVariableStatement({ declarationKind: VariableDeclarationKind.Const, isExported: true, declarations: [{ name: `${camel}UiSchema`, type: 'UiSchema', initializer: file.initializer(literal(uiSchema(screen, lookups))) }] });
  file.addVariableStatement({
    declarationKind: VariableDeclarationKind.Const,
    declarations: [{ name: 'form', type: 'FormModule', initializer: file.initializer(`{\n  schema: ${camel}FormSchema,\n  uiSchema: ${camel}UiSchema,\n  validator: createPrecompiledValidator(validateFunctions, ${camel}FormSchema),\n}`) }],
  });
  file.addExportAssignment({ isExportEquals: false, expression: 'form' });
  return file;
}

/** A page's form module (view form): the schema, the uiSchema and the precompiled validator, with nothing of rjsf. */
function emitPageFormModule(screen: ScreenSource, schema: Record<string, unknown>, lookups: Record<string, LookupSource>): GeneratedFile {
  const file = createGenerated(`src/generated/forms/${screen.screen}.ts`, `screens/${screen.screen}.yaml`);
  file.addImportDeclaration({ moduleSpecifier: '../../runtime/screen', namedImports: ['PageFormModule'], isTypeOnly: true });
  file.addImportDeclaration({ moduleSpecifier: `./${screen.screen}.validator.js`, namedImports: [String(schema.$id)] });
  const module = `{\n  schema: ${literal(schema, '  ')},\n  uiSchema: ${literal(uiSchema(screen, lookups), '  ')},\n  validate: ${String(schema.$id)},\n}`;
  file.addVariableStatement({ declarationKind: VariableDeclarationKind.Const, declarations: [{ name: 'form', type: 'PageFormModule', initializer: file.initializer(module) }] });
  file.addExportAssignment({ isExportEquals: false, expression: 'form' });
  return file;
}

/**
 * @rjsf/validator-ajv8's own Ajv options (its AJV_CONFIG), repeated here because importing that module pulls
 * all of @rjsf/utils into the codegen's start-up.
 */
const RJSF_AJV_OPTIONS = { allErrors: true, multipleOfPrecision: 8, strict: false, verbose: true, discriminator: false } as const;

/**
 * Ajv's standalone code for each form, as ES modules, from one Ajv instance set up as @rjsf/validator-ajv8 sets
 * up its own. Lengths count UTF-16 units (`unicode: false`; Georgian is all in the basic plane) and dates are
 * patterns, so the code needs no runtime require() that bundlers and Node would resolve differently.
 */
const validators = new Memo<{ code: string; declaration: string }>();

/** One form's validator module, from an Ajv instance of its own, so it is made again only when its schema changes. */
function validatorModule(screen: string, schema: Record<string, unknown>): { code: string; declaration: string } {
  return validators.get(`${screen}\0${JSON.stringify(schema)}`, () => {
    const ajv = new Ajv({ ...RJSF_AJV_OPTIONS, unicode: false, logger: false, code: { esm: true, lines: true, source: true } });
    addFormats(ajv);
    ajv.addSchema(schema);
    const id = String(schema.$id);
    const raw = standaloneCode(ajv, Object.fromEntries([id, ...conditionIds(schema)].map((exported) => [exported, exported])));
    if (raw.includes('require(')) throw new Error(`the validator of screens/${screen}.yaml needs a runtime module; use a field kind without a format function`);
    const header = HEADER(`screens/${screen}.yaml`);
    return {
      code: `${header}/* eslint-disable */\n${raw.replace(/^"use strict";/, '').trim()}\n`,
      declaration: `${header}import type { CompiledValidateFunction } from '@rjsf/validator-ajv8';\n\n${[id, ...conditionIds(schema)].map((exported) => `export declare const ${exported}: CompiledValidateFunction;\n`).join('')}`,
    };
  });
}

export function validatorModules(forms: readonly { screen: string; schema: Record<string, unknown> }[]): Map<string, { code: string; declaration: string }> {
  return new Map(forms.map(({ screen, schema }) => [screen, validatorModule(screen, schema)]));
}

function sidebarLiteral(entries: readonly SidebarEntrySource[]): unknown {
  return entries.map((entry) => ({ ...entry, children: entry.children ? sidebarLiteral(entry.children) : undefined }));
}

function collectPermissions(definitions: Definitions): string[] {
  const permissions = new Set(definitions.screens.flatMap((screen) => (screen.value.permission ? [screen.value.permission] : [])));
  const visit = (entries: readonly SidebarEntrySource[]): void => {
    for (const entry of entries) {
      if (entry.permission) permissions.add(entry.permission);
      if (entry.children) visit(entry.children);
    }
  };
  visit(definitions.sidebar.value.sidebar);
  return [...permissions].sort();
}

/**
 * The SQL of an option's label in each language, for a lookup that shows several columns: each column as it is, and
 * one that names a row of another lookup (program_id.programs) as that row's label in the language.
 */
function shownLabels(lookup: LookupSource, lookups: Record<string, LookupSource>): Record<string, string> | undefined {
  if (!lookup.shows || !lookup.table) return undefined;
  const part = (item: string, language: string): string => {
    const [column, through] = item.split('.');
    if (!through) return `${lookup.table}.${column}`;
    const target = lookups[through];
    const label = target?.label && target.label !== 'bilingual' ? target.label : `name_${language}`;
    return `(SELECT t.${label} FROM ${target?.table} t WHERE t.id = ${lookup.table}.${column})`;
  };
  return Object.fromEntries(['ka', 'en'].map((language) => [language, `concat_ws(' ', ${lookup.shows!.map((item) => part(item, language)).join(', ')})`]));
}

/** For each table-backed list, the columns the chosen options of other lists narrow its rows by (their where). */
function narrowedColumns(screens: readonly ScreenSource[], lookups: Record<string, LookupSource>): Map<string, string[]> {
  const columns = new Map<string, Set<string>>();
  for (const screen of screens) {
    for (const field of screen.fields ?? []) {
      const deciding = narrowingList(screen, field, lookups);
      if (!deciding || !field.lookup) continue;
      const named = columns.get(field.lookup) ?? new Set<string>();
      for (const option of lookups[deciding].options ?? []) for (const column of Object.keys(option.where ?? {})) named.add(column);
      columns.set(field.lookup, named);
    }
  }
  return new Map([...columns].map(([name, named]) => [name, [...named].sort()]));
}

function lookupDefinitions(lookups: Record<string, LookupSource>, screens: readonly ScreenSource[]): Record<string, unknown> {
  const narrowed = narrowedColumns(screens, lookups);
  return Object.fromEntries(Object.entries(lookups).sort(([a], [b]) => a.localeCompare(b)).map(([name, lookup]) => [name, {
    name, ...lookup, labels: shownLabels(lookup, lookups), narrowedBy: narrowed.get(name),
  }]));
}

function emitAggregates(definitions: Definitions): GeneratedFile[] {
  const screens = definitions.screens.map((screen) => screen.value);
  const routes = createGenerated('src/generated/routes.ts', 'screens/');
  routes.addImportDeclaration({ moduleSpecifier: '../runtime/i18n', namedImports: ['withWords'] });
  routes.addImportDeclaration({ moduleSpecifier: '../runtime/lookups', namedImports: ['withFixedLookups'] });
  routes.addImportDeclaration({ moduleSpecifier: '../runtime/screen', namedImports: ['ScreenDefinition'], isTypeOnly: true });
  routes.addVariableStatement({
    declarationKind: VariableDeclarationKind.Const,
    isExported: true,
    docs: ['Every admin screen by its PageWithForm value, each loaded as its own chunk with its own words and option lists.'],
    declarations: [{
      name: 'screenLoaders',
      type: 'Readonly<Record<string, () => Promise<ScreenDefinition>>>',
      initializer: routes.initializer(`{\n${screens.map((screen) => `  ${literal(screen.screen).replace(/^'([a-z][A-Za-z0-9]*)'$/, '$1')}: () => import('./screens/${screen.screen}').then(withWords).then(withFixedLookups),`).join('\n')}\n}`),
    }],
  });
  routes.addVariableStatement({ declarationKind: VariableDeclarationKind.Const, isExported: true, declarations: [{ name: 'screenNames', type: 'readonly string[]', initializer: 'Object.keys(screenLoaders)' }] });
  routes.addVariableStatement({
    declarationKind: VariableDeclarationKind.Const, isExported: true, docs: ['The dashboard shown at /admin (screen key home), if a screen is it.'],
    declarations: [{ name: 'homeScreen', type: 'string | undefined', initializer: literal(screens.find((screen) => screen.home)?.screen ?? null).replace('null', 'undefined') }],
  });
  routes.addVariableStatement({
    declarationKind: VariableDeclarationKind.Const, isExported: true, docs: ['The student or lecturer area of each screen that belongs to one; the rest are the admin area\'s.'],
    declarations: [{ name: 'screenAreas', type: 'Readonly<Record<string, string>>', initializer: routes.initializer(literal(Object.fromEntries(screens.flatMap((screen) => (screen.area ? [[screen.screen, screen.area]] : []))))) }],
  });
  routes.addVariableStatement({
    declarationKind: VariableDeclarationKind.Const,
    isExported: true,
    declarations: [{ name: 'screenPermissions', type: 'Readonly<Record<string, string>>', initializer: routes.initializer(literal(Object.fromEntries(screens.flatMap((screen) => (screen.permission ? [[screen.screen, screen.permission]] : []))))) }],
  });

  const sidebar = createGenerated('src/generated/sidebar.ts', 'screens/sidebar.yaml');
  sidebar.addImportDeclaration({ moduleSpecifier: '../../contract/dsl', namedImports: ['AccountArea', 'SidebarEntry'], isTypeOnly: true });
  sidebar.addVariableStatement({ declarationKind: VariableDeclarationKind.Const, isExported: true, declarations: [{ name: 'sidebar', type: 'readonly SidebarEntry[]', initializer: sidebar.initializer(literal(sidebarLiteral(definitions.sidebar.value.sidebar))) }] });
  const areas = definitions.sidebar.value.areas ?? {};
  sidebar.addVariableStatement({
    declarationKind: VariableDeclarationKind.Const, isExported: true, docs: ['The menus of the student and lecturer areas.'],
    declarations: [{ name: 'areaMenus', type: 'Readonly<Record<AccountArea, readonly SidebarEntry[]>>', initializer: sidebar.initializer(literal({ student: sidebarLiteral(areas.student ?? []), lecturer: sidebarLiteral(areas.lecturer ?? []) })) }],
  });

  // the public pages' screens by their path, which a visitor's page (opened without the router) loads its own from
  const open = createGenerated('src/generated/public-screens.ts', 'screens/');
  const publicScreens = screens.filter((screen) => screen.area === 'public' && screen.path);
  if (publicScreens.length > 0) {
    open.addImportDeclaration({ moduleSpecifier: '../runtime/i18n', namedImports: ['withWords'] });
    open.addImportDeclaration({ moduleSpecifier: '../runtime/lookups', namedImports: ['withFixedLookups'] });
  }
  open.addImportDeclaration({ moduleSpecifier: '../runtime/screen', namedImports: ['ScreenDefinition'], isTypeOnly: true });
  open.addVariableStatement({
    declarationKind: VariableDeclarationKind.Const, isExported: true, docs: ['The public pages (area public) by their path, each a screen opened without a session, loaded with its words.'],
    declarations: [{
      name: 'publicScreens',
      type: 'Readonly<Record<string, { screen: string; load: () => Promise<ScreenDefinition> }>>',
      initializer: publicScreens.length === 0 ? '{}' : open.initializer(`{\n${publicScreens.map((screen) => `  ${literal(screen.path)}: { screen: ${literal(screen.screen)}, load: () => import('./screens/${screen.screen}').then(withWords).then(withFixedLookups) },`).join('\n')}\n}`),
    }],
  });
  return [routes, sidebar, open];
}

/** What the server needs to enrol a row: the target, the mapping, and the target fields' labels for refusals. */
function enrolment(screen: ScreenSource, screens: readonly ScreenSource[]): Record<string, unknown> | undefined {
  if (!screen.enrol) return undefined;
  const target = screens.find((candidate) => candidate.screen === screen.enrol?.into);
  return {
    into: screen.enrol.into,
    fields: screen.enrol.fields,
    values: screen.enrol.values ?? {},
    labels: Object.fromEntries((target?.fields ?? []).map((field) => [field.key, field.label])),
  };
}

/** A field as the server checks a write of it. */
function resourceField(field: FieldSource): Record<string, unknown> {
  return {
    key: field.key, kind: field.kind, required: field.required ?? false, lookup: field.lookup, accept: field.accept, unique: field.unique,
    showWhen: field.showWhen, onDelete: field.onDelete, dependsOn: field.dependsOn, after: field.after, notAfter: field.notAfter, computed: field.computed, stamp: field.stamp, fields: field.fields?.map(resourceField),
  };
}

function resourceDefinition(screen: ScreenSource, schema: Record<string, unknown>, screens: readonly ScreenSource[], schemas?: ReadonlyMap<string, Record<string, unknown>>): Record<string, unknown> {
  const filters = screen.filters ?? [];
  return {
    screen: screen.screen,
    title: screen.title,
    endpoint: screen.endpoint,
    responseKey: screen.responseKey,
    adapter: screen.adapter,
    permission: screen.permission,
    table: screen.table,
    source: screen.source,
    withLookups: screen.withLookups,
    view: screen.view ?? 'list',
    home: screen.home,
    widgets: screen.widgets,
    grid: screen.grid,
    totals: screen.totals,
    readOnly: switches(screen).readOnly,
    export: switches(screen).export,
    scope: screen.scope,
    scopeTo: screen.scope ? screen.scopeTo ?? 'user' : undefined,
    area: screen.area,
    path: screen.path,
    into: screen.into,
    only: screen.only,
    detail: screen.detail,
    actions: screen.actions?.map((action) => ({
      id: action.id, on: action.on, run: action.run, form: action.form ?? false, when: action.when, permission: action.permission, download: action.download,
      questionnaire: action.questionnaire,
      ...(action.fields ? { fields: action.fields.map(resourceField), schema: schemas?.get(`${screen.screen}-${action.id}`) ?? {} } : {}),
    })),
    enrol: enrolment(screen, screens),
    constraints: screen.constraints?.map((constraint) => ({ ...constraint, index: constraintIndex(screen.table ?? '', constraint.unique) })),
    columns: (screen.columns ?? []).map((column) => column.key),
    columnLabels: Object.fromEntries((screen.columns ?? []).map((column) => [column.key, column.label])),
    columnLookups: nonEmpty(Object.fromEntries((screen.columns ?? []).flatMap((column) => (column.lookup ? [[column.key, column.lookup]] : [])))),
    mine: nonEmpty(Object.fromEntries((screen.columns ?? []).flatMap((column) => (column.mine ? [[column.key, column.mine]] : [])))),
    fields: (screen.fields ?? []).map(resourceField),
    sortable: [...new Set((screen.columns ?? []).flatMap((column) => (column.sort ? [column.sort] : [])))],
    defaultSort: screen.defaultSort,
    filters: filters.map((filter) => ({ key: filter.key, kind: filter.kind, column: filter.column ?? filter.key, lookup: filter.lookup, min: filter.min, max: filter.max, searchIn: filter.searchIn, required: filter.required })),
    schema,
  };
}

const nonEmpty = (record: Record<string, unknown>) => (Object.keys(record).length > 0 ? record : undefined);

/** The registry the server runs on, as data: every screen's resource, the lookup lists and the permissions. */
export function registryOf(definitions: Definitions, schemas: ReadonlyMap<string, Record<string, unknown>>) {
  const screens = definitions.screens.map((s) => s.value);
  return {
    resources: Object.fromEntries(screens.map((screen) => [screen.screen, resourceDefinition(screen, schemas.get(screen.screen) ?? {}, screens, schemas)])),
    lookups: lookupDefinitions(definitions.lookups.value.lookups, screens),
    permissions: collectPermissions(definitions),
  };
}

/** The registry as one module per screen, as the browser's side has them, and an index that gathers them. */
function emitRegistry(definitions: Definitions, schemas: Map<string, Record<string, unknown>>): GeneratedFile[] {
  const registry = registryOf(definitions, schemas);
  const modules = definitions.screens.map(({ value: screen }) => {
    const file = createGenerated(`server/generated/registry/${screen.screen}.ts`, `screens/${screen.screen}.yaml`);
    file.addImportDeclaration({ moduleSpecifier: '../../registry', namedImports: ['ResourceDefinition'], isTypeOnly: true });
    file.addVariableStatement({
      declarationKind: VariableDeclarationKind.Const, isExported: true,
      declarations: [{ name: `${camelName(screen.screen)}Resource`, type: 'ResourceDefinition', initializer: file.initializer(literal(registry.resources[screen.screen])) }],
    });
    return file;
  });
  const index = createGenerated('server/generated/registry/index.ts', 'screens/');
  index.addImportDeclaration({ moduleSpecifier: '../../registry', namedImports: ['Registry'], isTypeOnly: true });
  for (const { value: screen } of definitions.screens) {
    index.addImportDeclaration({ moduleSpecifier: `./${screen.screen}`, namedImports: [`${camelName(screen.screen)}Resource`] });
  }
  const resources = `{\n${definitions.screens.map(({ value: screen }) => `  ${literal(screen.screen).replace(/^'([a-z][A-Za-z0-9]*)'$/, '$1')}: ${camelName(screen.screen)}Resource,`).join('\n')}\n}`;
  index.addVariableStatement({
    declarationKind: VariableDeclarationKind.Const, isExported: true,
    declarations: [{ name: 'registry', type: 'Registry', initializer: index.initializer(`{\n  resources: ${resources.replace(/\n/g, '\n  ')},\n  lookups: ${literal(registry.lookups, '  ')},\n  permissions: ${literal(registry.permissions, '  ')},\n}`) }],
  });
  return [...modules, index];
}

const printedModules = new Memo<string>();
let project: Project | undefined;

/** The in-memory project that prints the modules' statements, made once. */
function printer(): Project {
  project ??= new Project({ useInMemoryFileSystem: true, manipulationSettings: { quoteKind: QuoteKind.Single, indentationText: IndentationText.TwoSpaces } });
  return project;
}

/** Every generated file, path relative to the project root → content. */
export function emitAll(definitions: Definitions, fieldDefinitions: FieldDefinitions): Map<string, string> {
  const files = new Map<string, string>();
  const schemas = new Map<string, Record<string, unknown>>();
  const sources: GeneratedFile[] = [];
  const languages = Object.keys(definitions.locales).sort();
  const labels: Record<string, string[]> = {};
  for (const { value: screen } of definitions.screens) {
    schemas.set(screen.screen, formSchema(screen, fieldDefinitions, definitions.lookups.value.lookups));
    sources.push(emitScreenModule(screen, definitions.lookups.value.lookups, languages));
    const shown = [screenDefinition(screen, definitions.lookups.value.lookups), hasForm(screen) ? uiSchema(screen, definitions.lookups.value.lookups) : {}, ...actionForms(screen).map((form) => uiSchema(form, definitions.lookups.value.lookups))];
    labels[screen.screen] = [...new Set([
      ...KIND_WORDS[screen.view ?? 'list'] ?? [],
      ...(screen.actions ?? []).flatMap((action) => (['questionnaire', 'report'] as const).flatMap((has) => (action[has] ? ACTION_WORDS[has] : []))),
      ...Object.values(definitions.locales).flatMap((catalogue) => labelKeys(shown, catalogue, definitions.lookups.value.lookups)),
    ])].sort();
  }
  files.set('src/generated/labels.json', `${JSON.stringify(labels, null, 2)}\n`);
  // the public pages, which the sign-in page and each other link to by their titles, and which show their titles and
  // instructions before their screen arrives (words the shell carries)
  const publicPages = definitions.screens.flatMap(({ value: screen }) => (screen.area === 'public' && screen.path
    ? [{ path: screen.path, title: screen.title, intro: screen.intro }]
    : []));
  files.set('src/generated/public-pages.json', `${JSON.stringify(publicPages, null, 2)}\n`);
  const ownForms = definitions.screens.flatMap(({ value: screen }) => actionForms(screen));
  for (const form of ownForms) schemas.set(form.screen, formSchema(form, fieldDefinitions, definitions.lookups.value.lookups));
  const forms = [...definitions.screens.map(({ value: screen }) => screen).filter(hasForm), ...ownForms];
  const validators = validatorModules(forms.map((screen) => ({ screen: screen.screen, schema: schemas.get(screen.screen) ?? {} })));
  for (const screen of forms) {
    const emit = screen.view === 'form' ? emitPageFormModule : emitFormModule;
    sources.push(emit(screen, schemas.get(screen.screen) ?? {}, definitions.lookups.value.lookups));
    const validator = validators.get(screen.screen);
    if (!validator) continue;
    files.set(`src/generated/forms/${screen.screen}.validator.js`, validator.code);
    files.set(`src/generated/forms/${screen.screen}.validator.d.ts`, validator.declaration);
  }
  sources.push(...emitAggregates(definitions), ...emitRegistry(definitions, schemas));
  for (const source of sources) {
    files.set(source.path, printedModules.get(source.key(), () => {
      const printed = printer().createSourceFile(source.path, { statements: source.statements }, { overwrite: true });
      return `${source.header}\n${source.expand(printed.getFullText())}`;
    }));
  }
  return new Map([...files].sort(([a], [b]) => a.localeCompare(b)));
}
