// Checks that JSON Schema cannot express: names that must agree across files, locales and the runtime.
import { basename } from 'node:path';
import { narrowingList, type Definitions, type FieldSource, type Located, type LookupSource, type Problem, type ScreenSource, type SidebarEntrySource, type YamlPath } from './model';
import { ENROL_TODAY } from '../contract/dsl';
import type { FieldKind } from '../contract/dsl';

/** The kinds stored as text, the only ones a search reads. */
const TEXT_KINDS: ReadonlySet<FieldKind> = new Set(['text', 'longtext', 'richtext', 'phone', 'email', 'digits', 'personalNumber', 'file', 'color']);

/** Every i18n key a definition uses must resolve to a string in every locale. */
function hasKey(locale: Record<string, unknown>, key: string): boolean {
  let node: unknown = locale;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' && node.trim() !== '';
}

class ProblemList {
  readonly items: Problem[] = [];
  add<T>(source: Located<T>, path: YamlPath, message: string): void {
    this.items.push({ file: source.file, ...source.locate(path), message });
  }
}

function checkLabel(problems: ProblemList, definitions: Definitions, source: Located<unknown>, path: YamlPath, key: string): void {
  for (const [locale, messages] of Object.entries(definitions.locales)) {
    if (!hasKey(messages, key)) problems.add(source, path, `the label key '${key}' is missing from locales/${locale}.json`);
  }
}

function duplicates(keys: string[]): Set<string> {
  return new Set(keys.filter((key, index) => keys.indexOf(key) !== index));
}

/** A showWhen must name another field of the screen, one that is itself always shown, and a value it can hold. */
function checkShowWhen(problems: ProblemList, source: Located<ScreenSource>, lookups: Record<string, LookupSource>, index: number): void {
  const fields = source.value.fields ?? [];
  const field = fields[index];
  const condition = field.showWhen;
  if (!condition) return;
  const at = ['fields', index, 'showWhen'];
  const decider = fields.find((candidate) => candidate.key === condition.field);
  if (!decider || decider === field) {
    problems.add(source, [...at, 'field'], `the field '${field.key}' is shown when '${condition.field}' has a value, but '${condition.field}' is not another field of this screen`);
    return;
  }
  if (decider.showWhen) problems.add(source, [...at, 'field'], `the field '${field.key}' is shown by '${decider.key}', which is itself shown only sometimes; name a field that is always shown`);
  if (decider.kind === 'boolean') {
    if (typeof condition.equals !== 'boolean') problems.add(source, [...at, 'equals'], `'${decider.key}' is a boolean field, so 'equals' must be true or false`);
    return;
  }
  const ids = decider.kind === 'lookup' ? lookups[decider.lookup ?? '']?.options?.map((option) => option.id) : undefined;
  if (!ids) {
    problems.add(source, [...at, 'field'], `the field '${field.key}' is shown by '${decider.key}'; only a boolean field or a lookup over a fixed list of options can decide`);
  } else if (!ids.includes(condition.equals as number | string)) {
    problems.add(source, [...at, 'equals'], `'${String(condition.equals)}' is not an option of '${decider.key}' (they are: ${ids.join(', ')})`);
  }
}

function checkScreen(problems: ProblemList, definitions: Definitions, source: Located<ScreenSource>): void {
  const screen = source.value;
  const lookups = definitions.lookups.value.lookups;
  const fields = screen.fields ?? [];
  const filters = screen.filters ?? [];
  const columns = screen.columns ?? [];
  const fieldKeys = new Set(fields.map((field) => field.key));
  const columnKeys = new Set(columns.map((column) => column.key));
  const known = new Set([...fieldKeys, ...columnKeys]);
  const requireLookup = (path: YamlPath, name: string | undefined, what: string): void => {
    if (name === undefined) problems.add(source, path, `${what} needs a 'lookup' naming the list of its options`);
    else if (!(name in lookups)) problems.add(source, [...path, 'lookup'], `the lookup '${name}' is not provided by screens/lookups.yaml; declare it there or use one of: ${Object.keys(lookups).sort().join(', ')}`);
  };

  const expected = basename(source.file, '.yaml');
  if (screen.screen !== expected) problems.add(source, ['screen'], `the screen is named '${screen.screen}' but its file is ${expected}.yaml; the two must agree`);
  checkLabel(problems, definitions, source, ['title'], screen.title);
  if (screen.addTitle) checkLabel(problems, definitions, source, ['addTitle'], screen.addTitle);
  if (screen.intro) checkLabel(problems, definitions, source, ['intro'], screen.intro);
  if (screen.adapter && !definitions.adapters.includes(screen.adapter)) {
    problems.add(source, ['adapter'], `the adapter '${screen.adapter}' is not in listAdapters of src/runtime/adapters.ts (it has: ${definitions.adapters.join(', ') || 'none'})`);
  }
  if (screen.source !== undefined) {
    if (!definitions.readers.includes(screen.source)) {
      problems.add(source, ['source'], `the source '${screen.source}' is not in readers of server/reads/index.ts (it has: ${definitions.readers.join(', ') || 'none'})`);
    }
  } else if (screen.table === undefined && screen.view !== 'dashboard' && screen.view !== 'form') {
    problems.add(source, [], `the screen needs a 'table' to read its rows from, or a 'source' naming the server reader that assembles them`);
  }
  for (const [index, name] of (screen.withLookups ?? []).entries()) {
    if (!(name in lookups)) problems.add(source, ['withLookups', index], `the lookup '${name}' is not provided by screens/lookups.yaml`);
  }
  if (fields.length > 0 && !screen.readOnly && !screen.table && screen.view !== 'form') problems.add(source, [], `a screen with fields that is not readOnly needs a 'table' to store them in`);
  if (screen.addTitle && (fields.length === 0 || screen.readOnly)) problems.add(source, ['addTitle'], `'addTitle' needs fields and a screen that is not readOnly, or there is nothing to add`);

  for (const key of duplicates(columns.map((column) => column.key))) problems.add(source, ['columns'], `the column '${key}' is declared twice`);
  for (const key of duplicates(fields.map((field) => field.key))) problems.add(source, ['fields'], `the field '${key}' is declared twice`);
  for (const key of duplicates(filters.map((filter) => filter.key))) problems.add(source, ['filters'], `the filter '${key}' is declared twice`);

  const sortKeys = new Set<string>();
  columns.forEach((column, index) => {
    checkLabel(problems, definitions, source, ['columns', index, 'label'], column.label);
    if (column.sort !== undefined) {
      sortKeys.add(column.sort);
      if (!known.has(column.sort)) problems.add(source, ['columns', index, 'sort'], `the sort key '${column.sort}' is not a column or field of this screen (it has: ${[...known].join(', ')})`);
    }
    if (column.mine && (column.kind !== 'boolean' || !screen.table)) problems.add(source, ['columns', index, 'mine'], `'mine' marks the rows of a screen's table with yes or no: the column '${column.key}' must be of kind boolean on a screen with a 'table'`);
    if (column.kind === 'lookup' || column.kind === 'rowLinks') requireLookup(['columns', index], column.lookup, `the lookup column '${column.key}'`);
    else if (column.lookup !== undefined) problems.add(source, ['columns', index, 'lookup'], `'lookup' only belongs on a column of kind lookup`);
  });
  if (screen.defaultSort !== undefined && !sortKeys.has(screen.defaultSort.replace(/^-/, ''))) {
    problems.add(source, ['defaultSort'], `the default sort '${screen.defaultSort}' is not a sort key of any column (they are: ${[...sortKeys].join(', ') || 'none'})`);
  }

  const filterKeys = new Set(filters.map((filter) => filter.key));
  filters.forEach((filter, index) => {
    checkLabel(problems, definitions, source, ['filters', index, 'label'], filter.label);
    if (filter.kind === 'select') requireLookup(['filters', index], filter.lookup, `the select filter '${filter.key}'`);
    if (filter.dependsOn !== undefined && !filterKeys.has(filter.dependsOn)) problems.add(source, ['filters', index, 'dependsOn'], `the filter '${filter.key}' depends on '${filter.dependsOn}', which is not a filter of this screen`);
    if (filter.kind === 'search') {
      if (!filter.searchIn) problems.add(source, ['filters', index], `the search filter '${filter.key}' needs 'searchIn', the columns it searches`);
      for (const column of filter.searchIn ?? []) {
        const kind = fields.find((field) => field.key === column)?.kind;
        if (!known.has(column)) problems.add(source, ['filters', index, 'searchIn'], `the search column '${column}' is not a column or field of this screen`);
        else if (kind !== undefined && !TEXT_KINDS.has(kind)) problems.add(source, ['filters', index, 'searchIn'], `the search column '${column}' is a field of kind ${kind}; a search looks for text at the start of a text field`);
      }
    }
    if (filter.kind === 'range' && (filter.min === undefined || filter.max === undefined)) problems.add(source, ['filters', index], `the range filter '${filter.key}' needs 'min' and 'max'`);
  });
  checkEnrolment(problems, definitions, source);
  checkActions(problems, definitions, source);
  (screen.constraints ?? []).forEach((constraint, index) => {
    checkLabel(problems, definitions, source, ['constraints', index, 'message'], constraint.message);
    if (!screen.table || screen.readOnly) problems.add(source, ['constraints', index], `a constraint is kept by the screen's table: it needs a 'table' and a screen that is not readOnly`);
    constraint.unique.forEach((key, i) => {
      if (!fieldKeys.has(key)) problems.add(source, ['constraints', index, 'unique', i], `'${key}' is not a field of this screen`);
    });
  });
  if (screen.filter === false && filters.some((filter) => !filter.required)) problems.add(source, ['filters'], `the screen turns its filter panel off ('filter: false') but declares filters it does not require`);

  fields.forEach((field, index) => {
    if (field.computed) checkComputed(problems, source, index);
    if (field.stamp) checkStamp(problems, source, ['fields', index], field);
    if (field.kind === 'repeat') {
      if (!field.fields) problems.add(source, ['fields', index], `the repeat field '${field.key}' needs 'fields', the fields of each of its parts`);
      if (!screen.table) problems.add(source, ['fields', index], `the repeat field '${field.key}' keeps its parts in a child table of the screen's table, and the screen has none`);
      field.fields?.forEach((part, i) => {
        checkLabel(problems, definitions, source, ['fields', index, 'fields', i, 'label'], part.label);
        if (part.kind === 'repeat' || part.kind === 'file' || part.kind === 'lookupMany') {
          problems.add(source, ['fields', index, 'fields', i, 'kind'], `a part of '${field.key}' cannot be of kind ${part.kind}; a part holds plain values`);
        }
        if (part.kind === 'lookup') requireLookup(['fields', index, 'fields', i], part.lookup, `the part field '${part.key}'`);
        if (part.computed) problems.add(source, ['fields', index, 'fields', i, 'computed'], `a part's field is not computed; compute a field of the record over its parts (sum: ${field.key}.${part.key})`);
        if (part.stamp) checkStamp(problems, source, ['fields', index, 'fields', i], part);
      });
    } else if (field.fields !== undefined) problems.add(source, ['fields', index, 'fields'], `'fields' only belongs on a field of kind repeat`);
    checkLabel(problems, definitions, source, ['fields', index, 'label'], field.label);
    if (field.kind === 'lookup' || field.kind === 'lookupMany') requireLookup(['fields', index], field.lookup, `the field '${field.key}'`);
    else if (field.lookup !== undefined) problems.add(source, ['fields', index, 'lookup'], `'lookup' only belongs on a field of kind lookup or lookupMany`);
    if (field.dependsOn !== undefined) checkDependsOn(problems, definitions, source, index);
    if (field.groupBy !== undefined && field.kind !== 'lookupMany') problems.add(source, ['fields', index, 'groupBy'], `'groupBy' only belongs on a field of kind lookupMany`);
    if (field.after !== undefined) {
      const start = fields.find((other) => other.key === field.after);
      if (!['date', 'datetime', 'time'].includes(field.kind ?? '') || start?.kind !== field.kind) {
        problems.add(source, ['fields', index, 'after'], `'after' compares a date, datetime or time field with another of its kind, and '${field.after}' is not one for '${field.key}'`);
      }
    }
    if (field.notAfter !== undefined && field.kind !== 'date') problems.add(source, ['fields', index, 'notAfter'], `'notAfter' bounds a date, and '${field.key}' is of kind ${field.kind}`);
    if (field.onDelete !== undefined && lookups[field.lookup ?? '']?.table === undefined) {
      problems.add(source, ['fields', index, 'onDelete'], `'onDelete' only belongs on a field of kind lookup or lookupMany over a lookup list with a table`);
    }
    if ((field.min !== undefined || field.max !== undefined) && !['integer', 'decimal', 'money'].includes(field.kind)) {
      problems.add(source, ['fields', index], `'min' and 'max' belong on a field of kind integer, decimal or money`);
    }
    if (field.kind === 'file' && field.accept === undefined) problems.add(source, ['fields', index], `the file field '${field.key}' needs 'accept': image or document`);
    const fixedList = field.kind === 'lookup' && lookups[field.lookup ?? '']?.options !== undefined;
    if (field.display === 'radio' && !fixedList) problems.add(source, ['fields', index, 'display'], `'display: radio' needs a field of kind lookup over a fixed list of options`);
    if (field.showWhen) checkShowWhen(problems, source, lookups, index);
  });
}

/** The columns of each screen table: its screens' fields. */
function tableColumns(definitions: Definitions, table: string): Set<string> {
  return new Set(definitions.screens.filter((screen) => screen.value.table === table).flatMap((screen) => (screen.value.fields ?? []).map((field) => field.key)));
}

/**
 * A field that depends on another is narrowed by it: by its lookup's parent column, or by the where of the option
 * chosen in the other, a fixed list (which must name columns of this field's table).
 */
function checkDependsOn(problems: ProblemList, definitions: Definitions, source: Located<ScreenSource>, index: number): void {
  const lookups = definitions.lookups.value.lookups;
  const field = (source.value.fields ?? [])[index];
  const at = ['fields', index, 'dependsOn'];
  if (!(source.value.fields ?? []).some((other) => other.key === field.dependsOn && other !== field)) {
    problems.add(source, at, `the field '${field.key}' depends on '${field.dependsOn}', which is not another field of this screen`);
    return;
  }
  const own = lookups[field.lookup ?? ''];
  const deciding = narrowingList(source.value, field, lookups);
  if (!deciding) {
    if (own && !own.parent) problems.add(source, at, `the field '${field.key}' depends on '${field.dependsOn}', but its lookup '${field.lookup}' has no 'parent' column and the options of '${field.dependsOn}' say no 'where'`);
    return;
  }
  if (!own?.table) {
    problems.add(source, at, `the options of '${field.dependsOn}' narrow by columns of a table, and the lookup '${field.lookup}' of '${field.key}' has none`);
    return;
  }
  const columns = own.system ? undefined : tableColumns(definitions, own.table);
  lookups[deciding].options?.forEach((option) => {
    for (const column of Object.keys(option.where ?? {})) {
      if (columns && !columns.has(column)) problems.add(source, at, `the option '${option.id}' of '${deciding}' narrows by '${column}', which is not a field of any screen of the table ${own.table}`);
    }
  });
}

const AMOUNT_KINDS: ReadonlySet<FieldKind> = new Set(['money', 'decimal']);
const FACTOR_KINDS: ReadonlySet<FieldKind> = new Set(['money', 'decimal', 'integer']);

/** A computed field is an amount over amounts: of a repeat field's parts, or of this record's fields declared before it. */
function checkComputed(problems: ProblemList, source: Located<ScreenSource>, index: number): void {
  const fields = source.value.fields ?? [];
  const field = fields[index];
  const computed = field.computed!;
  const at = ['fields', index, 'computed'];
  if (!AMOUNT_KINDS.has(field.kind)) problems.add(source, ['fields', index], `only a money or decimal field is computed, and '${field.key}' is of kind ${field.kind}`);
  if (field.required) problems.add(source, ['fields', index], `'${field.key}' is computed, so no one types it: it cannot be required`);
  if (computed.sum) {
    const [part, key] = computed.sum.split('.');
    const repeat = fields.find((candidate) => candidate.key === part);
    const summed = repeat?.fields?.find((candidate) => candidate.key === key);
    if (repeat?.kind !== 'repeat') problems.add(source, [...at, 'sum'], `'${part}' is not a field of kind repeat of this screen`);
    else if (!summed || !AMOUNT_KINDS.has(summed.kind)) problems.add(source, [...at, 'sum'], `'${key}' is not a money or decimal field of the parts of '${part}'`);
  }
  for (const role of ['add', 'subtract', 'multiply'] as const) {
    (computed[role] ?? []).forEach((key, i) => {
      const position = fields.findIndex((candidate) => candidate.key === key);
      const named = fields[position];
      // a count (hours) is multiplied by an amount; only amounts are added
      const kinds = role === 'multiply' ? FACTOR_KINDS : AMOUNT_KINDS;
      if (!named || !kinds.has(named.kind)) problems.add(source, [...at, role, i], `'${key}' is not a ${role === 'multiply' ? 'number' : 'money or decimal'} field of this screen`);
      else if (named.computed && position >= index) problems.add(source, [...at, role, i], `'${key}' is computed after '${field.key}'; a formula names only computed fields declared before it`);
    });
  }
}

/** A stamped field names an account, which the server sets: a lookup of accounts nobody is asked for. */
function checkStamp(problems: ProblemList, source: Located<ScreenSource>, at: YamlPath, field: FieldSource): void {
  if (field.kind !== 'lookup' || field.lookup !== 'accounts') problems.add(source, at, `'${field.key}' is stamped with its author, an account: it must be of kind lookup over the lookup list accounts`);
  if (field.required) problems.add(source, at, `'${field.key}' is stamped by the server, so no one types it: it cannot be required`);
}

/** What the named actions on ticked rows need of their screen. */
const ROW_ACTION_NEEDS: Readonly<Record<string, 'export' | 'table'>> = { exportRows: 'export', deleteRows: 'table', enrolRows: 'table' };

function checkEnrolment(problems: ProblemList, definitions: Definitions, source: Located<ScreenSource>): void {
  const screen = source.value;
  (screen.actions ?? []).forEach((action, index) => {
    const needs = ROW_ACTION_NEEDS[action.run];
    if (needs === 'export' && screen.export === false) problems.add(source, ['actions', index, 'run'], `'${action.run}' exports the ticked rows, and 'export: false' turns the screen's export off`);
    if (needs === 'table' && (!screen.table || screen.readOnly)) problems.add(source, ['actions', index, 'run'], `'${action.run}' needs a 'table' and a screen that is not readOnly`);
    if (needs && action.on !== 'selection') problems.add(source, ['actions', index, 'on'], `'${action.run}' acts on the ticked rows: the action is on a selection`);
  });
  (screen.actions ?? []).forEach((action, index) => {
    if (action.run !== 'editFields') return;
    // it writes its own fields to the row as the screen's edit would: fields of the screen, of the same kind
    if (!screen.table || action.on !== 'row' || !action.fields) problems.add(source, ['actions', index], `'editFields' writes its fields to the row it is on: it needs a 'table', 'on: row' and 'fields'`);
    action.fields?.forEach((field, i) => {
      const own = (screen.fields ?? []).find((candidate) => candidate.key === field.key);
      if (!own || own.kind !== field.kind || field.kind === 'file' || field.kind === 'repeat') problems.add(source, ['actions', index, 'fields', i, 'key'], `'${field.key}' is not a field of this screen of kind ${field.kind} (nor may it be a file or repeat field)`);
    });
  });
  const enrolling = (screen.actions ?? []).findIndex((action) => action.run === 'enrolRows');
  if ((enrolling >= 0) !== (screen.enrol !== undefined)) {
    problems.add(source, screen.enrol ? ['enrol'] : ['actions', enrolling], `an action running enrolRows and the 'enrol' key come together: one offers it, the other says how a row is enrolled`);
  }
  const enrol = screen.enrol;
  if (!enrol) return;
  const target = definitions.screens.find((candidate) => candidate.value.screen === enrol.into)?.value;
  if (!target?.table || target.readOnly) {
    problems.add(source, ['enrol', 'into'], `the screen '${enrol.into}' to enrol into must have a file in screens/, a 'table' and not be readOnly`);
    return;
  }
  if (enrolling >= 0 && screen.actions![enrolling].permission !== target.permission) {
    problems.add(source, ['actions', enrolling], `the enrolment adds rows to '${enrol.into}': the action needs that screen's permission, 'permission: ${target.permission}'`);
  }
  const own = new Set((screen.fields ?? []).map((field) => field.key));
  const targetFields = new Map((target.fields ?? []).map((field) => [field.key, field]));
  for (const [key, from] of Object.entries(enrol.fields)) {
    if (!targetFields.has(key)) problems.add(source, ['enrol', 'fields', key], `'${key}' is not a field of the screen '${enrol.into}'`);
    if (!own.has(from)) problems.add(source, ['enrol', 'fields', key], `'${from}' is not a field of this screen`);
  }
  for (const [key, value] of Object.entries(enrol.values ?? {})) {
    const field = targetFields.get(key);
    if (!field) problems.add(source, ['enrol', 'values', key], `'${key}' is not a field of the screen '${enrol.into}'`);
    else if (value === ENROL_TODAY && field.kind !== 'date') problems.add(source, ['enrol', 'values', key], `'today' only fills a date field, and '${key}' is a ${field.kind}`);
  }
  const filled = new Set([...Object.keys(enrol.fields), ...Object.keys(enrol.values ?? {})]);
  for (const field of targetFields.values()) {
    if (field.dependsOn && filled.has(field.key)) filled.add(field.dependsOn);
  }
  for (const field of targetFields.values()) {
    if (field.required && !filled.has(field.key)) problems.add(source, ['enrol'], `the enrolment leaves '${field.key}', which the screen '${enrol.into}' requires, unfilled; map it in 'fields' or give it in 'values'`);
  }
}

/** Pages no session opens, outside every area: each is where a visitor's form is sent. */
const RESERVED_PATHS: ReadonlySet<string> = new Set(['/login', '/admin', '/student', '/lecturer', '/user', '/reset-password', '/storage', '/api']);

/**
 * A public screen is a form page (view form) at a path of its own, sent by its one action on the screen with the
 * screen's fields; into names the screens its sending adds rows to, and with several, its field register chooses.
 */
function checkPublic(problems: ProblemList, definitions: Definitions, source: Located<ScreenSource>): void {
  const screen = source.value;
  const isPublic = screen.area === 'public';
  if (isPublic !== (screen.view === 'form')) problems.add(source, ['view'], `a public screen is a form page and a form page is public: 'area: public' goes with 'view: form'`);
  if (!isPublic) {
    if (screen.path !== undefined) problems.add(source, ['path'], `'path' belongs to a public screen (area: public); the others are at /<area>/<screen>`);
    if (screen.into !== undefined) problems.add(source, ['into'], `'into' belongs to a public form (area: public)`);
    return;
  }
  if (screen.path === undefined) problems.add(source, [], `a public screen needs a 'path', the address of its page (/bachelor)`);
  else if (RESERVED_PATHS.has(screen.path)) problems.add(source, ['path'], `'${screen.path}' is a page of the application itself; choose another path`);
  else {
    const other = definitions.screens.find((candidate) => candidate !== source && candidate.value.path === screen.path);
    if (other) problems.add(source, ['path'], `'${screen.path}' is the path of the screen '${other.value.screen}' as well`);
  }
  if (screen.permission !== undefined) problems.add(source, ['permission'], `a public screen is open to everyone; it has no 'permission'`);
  for (const key of ['columns', 'filters', 'table', 'source', 'scope', 'addTitle'] as const) {
    if (screen[key] !== undefined) problems.add(source, [key], `a public form page shows no list: '${key}' does not belong on it`);
  }
  const actions = screen.actions ?? [];
  if (actions.length !== 1 || actions[0].on !== 'screen' || !actions[0].form) problems.add(source, ['actions'], `a public form is sent by exactly one action, on the screen, with the screen's fields (on: screen, form: true)`);
  const into = screen.into ?? [];
  if (into.length === 0) problems.add(source, [], `a public form needs 'into', the screens whose table its sending adds a row to`);
  into.forEach((name, index) => {
    const target = definitions.screens.find((candidate) => candidate.value.screen === name)?.value;
    if (!target) problems.add(source, ['into', index], `the screen '${name}' has no file in screens/`);
    else if (!target.table || target.readOnly) problems.add(source, ['into', index], `the screen '${name}' stores no rows of its own (it needs a 'table' and must not be readOnly)`);
  });
  if (into.length > 1) {
    const chooser = (screen.fields ?? []).find((field) => field.key === 'register');
    const options = chooser?.lookup === undefined ? undefined : definitions.lookups.value.lookups[chooser.lookup]?.options;
    const ids = new Set((options ?? []).map((option) => String(option.id)));
    if (!chooser || chooser.kind !== 'lookup' || !chooser.required || ids.size !== into.length || !into.every((name) => ids.has(name))) {
      problems.add(source, ['into'], `with more than one screen in 'into', a required field 'register' of kind lookup chooses among them, over a fixed list whose ids are exactly ${into.join(', ')}`);
    }
  }
}

/** The keys of a page kind belong to that kind, and name columns, fields, filters and screens that exist. */
function checkView(problems: ProblemList, definitions: Definitions, source: Located<ScreenSource>): void {
  const screen = source.value;
  const view = screen.view ?? 'list';
  const columns = new Map((screen.columns ?? []).map((column) => [column.key, column]));
  const fields = new Map((screen.fields ?? []).map((field) => [field.key, field]));
  const known = new Set([...columns.keys(), ...fields.keys()]);
  const keyOf: Record<string, string> = { calendar: 'calendar', dashboard: 'widgets', grid: 'grid' };
  for (const [kind, key] of Object.entries(keyOf)) {
    const declared = screen[key as 'calendar' | 'widgets' | 'grid'] !== undefined;
    if (declared && view !== kind) problems.add(source, [key], `'${key}' belongs to a screen of view ${kind}, and this one is a ${view}`);
    if (!declared && view === kind) problems.add(source, ['view'], `a ${kind} needs '${key}'`);
  }
  if (view === 'list' && screen.columns === undefined) problems.add(source, [], `a list needs 'columns'`);
  if (screen.permission === undefined && view !== 'dashboard' && screen.area === undefined) problems.add(source, [], `the screen needs a 'permission'; only a dashboard, whose widgets are guarded by their own screens, or a screen of an area, which its accounts open, may leave it out`);
  if (screen.export && view !== 'list') problems.add(source, ['export'], `only a list exports its rows; a ${view} has no export`);
  if (screen.home && view !== 'dashboard') problems.add(source, ['home'], `only a dashboard can be the area's home`);
  for (const [index, key] of (screen.totals ?? []).entries()) {
    const kind = columns.get(key)?.kind;
    if (kind !== 'number' && kind !== 'money' && kind !== 'decimal') problems.add(source, ['totals', index], `the total '${key}' must be a column of kind number, money or decimal`);
  }
  const opens = screen.opens;
  if (opens) {
    const target = definitions.screens.find((candidate) => candidate.value.screen === opens.screen)?.value;
    const scoped = target && (target.grid?.scope === opens.as || (target.filters ?? []).some((filter) => filter.key === opens.as));
    if (!target) problems.add(source, ['opens', 'screen'], `the screen '${opens.screen}' a row opens has no file in screens/`);
    else if (!scoped) problems.add(source, ['opens', 'as'], `'${opens.as}' is neither the grid scope nor a filter of the screen '${opens.screen}'`);
  }
  if ((screen.columns ?? []).some((column) => column.kind === 'open') && !opens) problems.add(source, ['columns'], `a column of kind open needs the screen key 'opens', the screen it links to`);
  for (const key of Object.keys(screen.sampleRow ?? {})) {
    if (!columns.has(key)) problems.add(source, ['sampleRow', key], `the sample row's '${key}' is not a column of this screen`);
  }
  const calendar = screen.calendar;
  if (calendar) {
    for (const key of ['start', 'end', 'title', 'color'] as const) {
      const named = calendar[key];
      if (named !== undefined && !known.has(named)) problems.add(source, ['calendar', key], `the calendar's ${key} '${named}' is not a column or field of this screen`);
    }
    if (calendar.type !== undefined && columns.get(calendar.type)?.kind !== 'lookup') problems.add(source, ['calendar', 'type'], `the calendar's type '${calendar.type}' must be a column of kind lookup`);
    if (calendar.editable && !known.has(calendar.editable.field)) problems.add(source, ['calendar', 'editable', 'field'], `'${calendar.editable.field}' is not a column or field of this screen`);
    if (calendar.period !== undefined && !(screen.filters ?? []).some((filter) => filter.key === calendar.period && filter.kind === 'dateRange')) {
      problems.add(source, ['calendar', 'period'], `the calendar's period '${calendar.period}' must be a dateRange filter of this screen`);
    }
  }
  const grid = screen.grid;
  if (grid) {
    for (const key of ['scope', 'value'] as const) {
      if (!fields.has(grid[key])) problems.add(source, ['grid', key], `the grid's ${key} '${grid[key]}' is not a field of this screen`);
    }
    const from = grid.scopeFrom === undefined ? undefined : definitions.screens.find((candidate) => candidate.value.screen === grid.scopeFrom)?.value;
    if (grid.scopeFrom !== undefined && !from) problems.add(source, ['grid', 'scopeFrom'], `'${grid.scopeFrom}' is not a screen in screens/`);
    else if (from && (from.area ?? 'admin') !== (screen.area ?? 'admin')) problems.add(source, ['grid', 'scopeFrom'], `'${grid.scopeFrom}' is a screen of another area; a sheet's scopes come from its own area's rows`);
    const value = fields.get(grid.value);
    if (value && !['integer', 'decimal', 'money'].includes(value.kind)) problems.add(source, ['grid', 'value'], `the grid's value must be a number field, and '${grid.value}' is a ${value.kind}`);
    for (const axis of ['rows', 'columns'] as const) {
      const field = fields.get(grid[axis].field);
      if (field?.kind !== 'lookup') problems.add(source, ['grid', axis, 'field'], `the grid's ${axis} field '${grid[axis].field}' must be a lookup field of this screen`);
      if (!definitions.axes.includes(grid[axis].source)) problems.add(source, ['grid', axis, 'source'], `the source '${grid[axis].source}' is not in axes of server/reads/index.ts (it has: ${definitions.axes.join(', ') || 'none'})`);
    }
  }
  const ids = (screen.widgets ?? []).map((widget) => widget.id);
  for (const id of duplicates(ids)) problems.add(source, ['widgets'], `the widget id '${id}' is used twice`);
  (screen.widgets ?? []).forEach((widget, index) => {
    const at = ['widgets', index];
    checkLabel(problems, definitions, source, [...at, 'title'], widget.title);
    const read = definitions.screens.find((candidate) => candidate.value.screen === widget.screen)?.value;
    if (!read || (read.view ?? 'list') === 'dashboard') {
      problems.add(source, [...at, 'screen'], `the widget '${widget.id}' reads the screen '${widget.screen}', which must be a screen of rows with a file in screens/`);
      return;
    }
    const readColumns = new Map((read.columns ?? []).map((column) => [column.key, column]));
    const readFields = new Map((read.fields ?? []).map((field) => [field.key, field]));
    const readFilters = new Set((read.filters ?? []).flatMap((filter) => (filter.kind === 'range' || filter.kind === 'dateRange' ? [`${filter.key}_from`, `${filter.key}_to`] : [filter.key])));
    const numeric = (key: string) => ['number', 'money', 'decimal'].includes(readColumns.get(key)?.kind ?? '') || ['integer', 'money', 'decimal'].includes(readFields.get(key)?.kind ?? '');
    for (const key of Object.keys(widget.filter ?? {})) {
      if (!readFilters.has(key)) problems.add(source, [...at, 'filter', key], `'${key}' is not a filter of the screen '${widget.screen}'`);
    }
    const measure = widget.measure ?? 'count';
    if (measure !== 'count' && (widget.of === undefined || !numeric(widget.of))) problems.add(source, [...at, 'measure'], `the measure ${measure} needs 'of', a number column of the screen '${widget.screen}'`);
    if (measure === 'rate' && widget.atLeast === undefined) problems.add(source, [...at, 'measure'], `the measure rate needs 'atLeast', the lowest passing value`);
    if (widget.kind === 'bar' || widget.kind === 'line') {
      const group = widget.groupBy;
      const column = group === undefined ? undefined : readColumns.get(group);
      if (group === undefined) problems.add(source, at, `a ${widget.kind} widget needs 'groupBy'`);
      else if (widget.kind === 'line' && !['date', 'datetime'].includes(readFields.get(group)?.kind ?? column?.kind ?? '')) problems.add(source, [...at, 'groupBy'], `a line is drawn by month: '${group}' must be a date column of the screen '${widget.screen}'`);
      else if (widget.kind === 'bar' && widget.bucket === undefined && column?.kind !== 'lookup' && readFields.get(group)?.kind !== 'lookup' && !(read.filters ?? []).some((filter) => filter.key === group && filter.lookup)) {
        problems.add(source, [...at, 'groupBy'], `a bar is drawn per option: '${group}' must be a lookup column, field or select filter of the screen '${widget.screen}', or a number column with a 'bucket'`);
      }
      else if (widget.kind === 'bar' && widget.bucket !== undefined && !numeric(group)) problems.add(source, [...at, 'groupBy'], `a bucket groups numbers: '${group}' must be a number column of the screen '${widget.screen}'`);
    }
    for (const [i, key] of (widget.columns ?? []).entries()) {
      if (!readColumns.has(key)) problems.add(source, [...at, 'columns', i], `'${key}' is not a column of the screen '${widget.screen}'`);
    }
    if (widget.kind === 'list' && !widget.columns) problems.add(source, at, `a list widget needs 'columns'`);
  });
}

/** A questionnaire reads a row's parts as questions: it names a repeat field of the screen and fields of its parts. */
function checkQuestionnaire(problems: ProblemList, source: Located<ScreenSource>, action: NonNullable<ScreenSource['actions']>[number], at: (string | number)[]): void {
  const questionnaire = action.questionnaire!;
  const where = [...at, 'questionnaire'];
  if (action.on !== 'row') problems.add(source, [...where], `a questionnaire asks the questions of one row: the action is on a row`);
  if (action.form || action.fields) problems.add(source, [...where], `a questionnaire is the action's form; it takes no other`);
  const part = (source.value.fields ?? []).find((field) => field.key === questionnaire.part);
  if (part?.kind !== 'repeat') {
    problems.add(source, [...where, 'part'], `'${questionnaire.part}' is not a field of kind repeat of this screen`);
    return;
  }
  const partFields = new Map((part.fields ?? []).map((field) => [field.key, field.kind]));
  const wanted = { text: ['text', 'longtext'], type: ['lookup'], required: ['boolean'], comment: ['boolean'], choices: ['text', 'longtext'] } as const;
  for (const [role, kinds] of Object.entries(wanted)) {
    const key = questionnaire[role as keyof typeof wanted];
    if (key === undefined) continue;
    const kind = partFields.get(key);
    if (kind === undefined) problems.add(source, [...where, role], `'${key}' is not a field of the parts of '${part.key}'`);
    else if (!(kinds as readonly string[]).includes(kind)) problems.add(source, [...where, role], `'${key}' is of kind ${kind}; the questionnaire's ${role} needs a field of kind ${kinds.join(' or ')}`);
  }
  const ids = Object.values(questionnaire.kinds);
  if (new Set(ids).size !== ids.length) problems.add(source, [...where, 'kinds'], `each kind of question needs a type id of its own`);
}

/** A screen's actions, tabs, detail, scope and conditions name what the screen and the server have. */
function checkActions(problems: ProblemList, definitions: Definitions, source: Located<ScreenSource>): void {
  const screen = source.value;
  const columns = new Set((screen.columns ?? []).map((column) => column.key));
  const fields = screen.fields ?? [];
  const filters = new Map((screen.filters ?? []).map((filter) => [filter.key, filter]));
  const ids = (screen.actions ?? []).map((action) => action.id);
  for (const id of duplicates(ids)) problems.add(source, ['actions'], `the action '${id}' is declared twice`);
  (screen.actions ?? []).forEach((action, index) => {
    const at = ['actions', index];
    checkLabel(problems, definitions, source, [...at, 'label'], action.label);
    // a public form's action runs for a visitor, who has no account: one of the actions written for that
    const [named, list] = screen.area === 'public' ? [definitions.publicActions, 'publicActions'] : [definitions.actions, 'serverActions'];
    if (!named.includes(action.run)) {
      problems.add(source, [...at, 'run'], `the action '${action.id}' runs '${action.run}', which is not in ${list} of server/actions/index.ts (it has: ${named.join(', ') || 'none'})`);
    }
    if (action.form && fields.length === 0) problems.add(source, [...at, 'form'], `the action '${action.id}' takes the screen's fields as its form, and the screen has none`);
    if (action.form && action.fields) problems.add(source, [...at, 'fields'], `the action '${action.id}' has fields of its own and takes the screen's as well; keep one form`);
    if (action.fields && action.on === 'selection') problems.add(source, [...at, 'fields'], `an action on a selection takes no form`);
    if (action.fields && definitions.screens.some((other) => other.value.screen === `${screen.screen}-${action.id}`)) {
      problems.add(source, [...at, 'id'], `the action's form is emitted as ${screen.screen}-${action.id}, which is the name of another screen; rename the action`);
    }
    action.fields?.forEach((field, i) => {
      checkLabel(problems, definitions, source, [...at, 'fields', i, 'label'], field.label);
      if (field.lookup !== undefined && !(field.lookup in definitions.lookups.value.lookups)) problems.add(source, [...at, 'fields', i, 'lookup'], `the lookup '${field.lookup}' is not provided by screens/lookups.yaml`);
    });
    if (action.form && action.on !== 'screen') problems.add(source, [...at, 'form'], `only an action on the screen takes the screen's fields as its form`);
    if (action.when && action.on !== 'row') problems.add(source, [...at, 'when'], `'when' belongs on an action on a row`);
    for (const key of Object.keys(action.when ?? {})) {
      if (!columns.has(key)) problems.add(source, [...at, 'when', key], `'${key}' is not a column of this screen`);
    }
    if (action.questionnaire) checkQuestionnaire(problems, source, action, at);
    if (action.report && (action.download || action.form || action.fields)) problems.add(source, [...at, 'report'], `an action answers a report, a file or a form's result: one of them`);
    if (action.report && action.on !== 'row') problems.add(source, [...at, 'report'], `a report is shown from a row's detail: the action is on a row`);
    if (action.on === 'selection' && !(screen.columns ?? []).some((column) => column.kind === 'checkbox')) {
      problems.add(source, [...at, 'on'], `an action on a selection acts on the rows ticked in a column of kind checkbox, and the screen has none`);
    }
  });
  const tabIds = (screen.tabs ?? []).map((tab) => tab.id);
  for (const id of duplicates(tabIds)) problems.add(source, ['tabs'], `the tab '${id}' is declared twice`);
  (screen.tabs ?? []).forEach((tab, index) => {
    checkLabel(problems, definitions, source, ['tabs', index, 'label'], tab.label);
    for (const [key, value] of Object.entries(tab.filter)) {
      const filter = filters.get(key);
      if (!filter) problems.add(source, ['tabs', index, 'filter', key], `the tab '${tab.id}' sets '${key}', which is not a filter of this screen`);
      else if (filter.kind === 'boolean' && typeof value !== 'boolean') problems.add(source, ['tabs', index, 'filter', key], `'${key}' is a boolean filter, so the tab sets it to true or false`);
      else if (filter.kind !== 'boolean' && filter.kind !== 'select') problems.add(source, ['tabs', index, 'filter', key], `a tab sets a select or boolean filter, and '${key}' is a ${filter.kind} filter`);
    }
  });
  // sections start at fields in the fields' order, the first at the first field a form has
  const typed = fields.filter((field) => !field.computed && !field.stamp).map((field) => field.key);
  let previous = -1;
  (screen.sections ?? []).forEach((section, index) => {
    checkLabel(problems, definitions, source, ['sections', index, 'label'], section.label);
    const at = typed.indexOf(section.from);
    if (at < 0) problems.add(source, ['sections', index, 'from'], `'${section.from}' is not a field of this screen's form`);
    else if (index === 0 && at !== 0) problems.add(source, ['sections', index, 'from'], `the first section starts at the first field, '${typed[0]}'`);
    else if (at <= previous) problems.add(source, ['sections', index, 'from'], `'${section.from}' comes before the section above starts; sections follow the order of the fields`);
    if (at >= 0) previous = at;
  });
  (screen.recordTitle ?? []).forEach((key, index) => {
    if (!columns.has(key) && !(screen.fields ?? []).some((field) => field.key === key)) problems.add(source, ['recordTitle', index], `'${key}' is not a column or field of this screen`);
  });
  (screen.commonLists ?? []).forEach((common, index) => {
    common.filters.forEach((key, at) => {
      const filter = (screen.filters ?? []).find((candidate) => candidate.key === key);
      if (!filter) problems.add(source, ['commonLists', index, 'filters', at], `'${key}' is not a filter of this screen`);
      else if (filter.kind !== 'select' && filter.kind !== 'boolean') problems.add(source, ['commonLists', index, 'filters', at], `'${key}' is a ${filter.kind} filter; a common list is filtered by select or boolean filters, whose values an index can be read by`);
      else if (!(screen.fields ?? []).some((field) => field.key === (filter.column ?? filter.key))) problems.add(source, ['commonLists', index, 'filters', at], `'${key}' filters by '${filter.column ?? filter.key}', which is no field of this screen's table`);
    });
    const sort = common.sort.replace(/^-/, '');
    if (!(screen.columns ?? []).some((column) => column.sort === sort)) problems.add(source, ['commonLists', index, 'sort'], `'${sort}' is not the sort key of a column of this screen`);
    else if (sort !== 'created_at' && !(screen.fields ?? []).some((field) => field.key === sort)) problems.add(source, ['commonLists', index, 'sort'], `'${sort}' is no field of this screen's table, so no index can hold it`);
  });
  (screen.card ?? []).forEach((key, index) => {
    if (!columns.has(key)) problems.add(source, ['card', index], `'${key}' is not a column of this screen`);
  });
  (screen.detail ?? []).forEach((key, index) => {
    if (!columns.has(key) && !(screen.fields ?? []).some((field) => field.key === key)) problems.add(source, ['detail', index], `'${key}' is not a column of this screen`);
  });
  if (screen.scope !== undefined) {
    if (!screen.readOnly) problems.add(source, ['scope'], `a scoped screen is read-only: its rows change through its actions, which see only the user's own rows`);
  }
  const known = new Set([...columns, ...fields.map((field) => field.key)]);
  (screen.only ?? []).forEach((condition, index) => {
    const at = ['only', index];
    if (!known.has(condition.key)) problems.add(source, [...at, 'key'], `'${condition.key}' is not a column or field of this screen`);
    if ([condition.equals, condition.notAfter, condition.holds].filter((given) => given !== undefined).length !== 1) problems.add(source, at, `a condition has exactly one of 'equals', 'notAfter' and 'holds'`);
    if (condition.holds !== undefined) {
      if (screen.area !== 'student' && screen.area !== 'lecturer') problems.add(source, [...at, 'holds'], `'holds' compares with the signed-in person's record: a screen of the student or lecturer area`);
      if (!fields.some((field) => field.key === condition.key && field.kind === 'lookupMany')) problems.add(source, [...at, 'key'], `'holds' looks in a list: '${condition.key}' must be a field of kind lookupMany`);
    }
    if (condition.notAfter !== undefined && condition.notAfter !== 'now' && !/^\d{4}-\d{2}-\d{2}/.test(condition.notAfter)) problems.add(source, [...at, 'notAfter'], `'notAfter' is a date (yyyy-mm-dd) or now`);
  });
  if (screen.poll !== undefined && (screen.view ?? 'list') !== 'list') problems.add(source, ['poll'], `'poll' re-reads a list; a ${screen.view} screen has none`);
}

function checkSidebar(problems: ProblemList, definitions: Definitions, screenNames: Set<string>): void {
  const source = definitions.sidebar;
  const ids: string[] = [];
  const screenPermissions = new Set(definitions.screens.map((screen) => screen.value.permission));
  const visit = (entries: readonly SidebarEntrySource[], path: (string | number)[]): void => {
    entries.forEach((entry, index) => {
      const at = [...path, index];
      ids.push(entry.id);
      checkLabel(problems, definitions, source, [...at, 'label'], entry.label);
      const targets = [entry.screen, entry.path, entry.action, entry.children].filter((target) => target !== undefined);
      if (targets.length !== 1) problems.add(source, at, `the entry '${entry.id}' must have exactly one of screen, path, action or children`);
      if (entry.screen !== undefined && !screenNames.has(entry.screen)) problems.add(source, [...at, 'screen'], `the entry '${entry.id}' opens the screen '${entry.screen}', which has no file in screens/`);
      if (!entry.children && entry.permission === undefined && entry.anyPermission === undefined) problems.add(source, at, `the entry '${entry.id}' needs a 'permission' or 'anyPermission'; every leaf of the sidebar is guarded`);
      if (entry.permission !== undefined && entry.anyPermission !== undefined) problems.add(source, at, `the entry '${entry.id}' has both 'permission' and 'anyPermission'; keep one`);
      entry.anyPermission?.forEach((permission, i) => {
        if (!screenPermissions.has(permission)) problems.add(source, [...at, 'anyPermission', i], `the permission '${permission}' guards no screen; anyPermission names screens' permissions`);
      });
      if (entry.children) visit(entry.children, [...at, 'children']);
    });
  };
  visit(source.value.sidebar, ['sidebar']);
  for (const id of duplicates(ids)) problems.add(source, ['sidebar'], `the entry id '${id}' is used twice`);
  const areaOf = new Map(definitions.screens.map((screen) => [screen.value.screen, screen.value.area]));
  const inAdmin = (entries: readonly SidebarEntrySource[], path: (string | number)[]): void => entries.forEach((entry, index) => {
    if (entry.screen !== undefined && areaOf.get(entry.screen) !== undefined) problems.add(source, [...path, index, 'screen'], `the screen '${entry.screen}' belongs to the ${areaOf.get(entry.screen)} area; list it under areas.${areaOf.get(entry.screen)}`);
    if (entry.children) inAdmin(entry.children, [...path, index, 'children']);
  });
  inAdmin(source.value.sidebar, ['sidebar']);
  for (const [area, entries] of Object.entries(source.value.areas ?? {})) {
    entries.forEach((entry, index) => {
      const at = ['areas', area, index];
      checkLabel(problems, definitions, source, [...at, 'label'], entry.label);
      if (entry.screen === undefined || areaOf.get(entry.screen) !== area) problems.add(source, at, `the entry '${entry.id}' of the ${area} area must open a screen of that area (area: ${area})`);
    });
  }
}

function checkLookups(problems: ProblemList, definitions: Definitions): void {
  const source = definitions.lookups;
  const columnsOf = new Map<string, Set<string>>();
  for (const screen of definitions.screens) {
    if (!screen.value.table) continue;
    const columns = columnsOf.get(screen.value.table) ?? new Set<string>();
    for (const field of screen.value.fields ?? []) columns.add(field.key);
    columnsOf.set(screen.value.table, columns);
  }
  for (const [name, lookup] of Object.entries(source.value.lookups)) {
    lookup.options?.forEach((option, index) => checkLabel(problems, definitions, source, ['lookups', name, 'options', index, 'label'], option.label));
    // a system table's columns are the migrations' to say; a screen's table has its screens' fields
    const columns = lookup.table && !lookup.system ? columnsOf.get(lookup.table) : undefined;
    if (lookup.where && !lookup.table) problems.add(source, ['lookups', name, 'where'], `'where' narrows the rows of a table; the lookup '${name}' has none`);
    for (const item of lookup.shows ?? []) {
      // a column, or a column and the lookup whose row it names (program_id.programs: the programme's name)
      const [column, through] = item.split('.');
      if (columns && !columns.has(column)) problems.add(source, ['lookups', name, 'shows'], `'${column}' is not a field of any screen of the table ${lookup.table}`);
      const target = through === undefined ? undefined : source.value.lookups[through];
      if (through !== undefined && (!target?.table || target.shows)) problems.add(source, ['lookups', name, 'shows'], `'${through}' is not a lookup over a table whose rows are named by their label`);
    }
    for (const column of Object.keys(lookup.where ?? {})) {
      if (columns && !columns.has(column)) problems.add(source, ['lookups', name, 'where', column], `'${column}' is not a field of any screen of the table ${lookup.table}`);
    }
  }
}

export function checkDefinitions(definitions: Definitions): Problem[] {
  const problems = new ProblemList();
  const screenNames = new Set(definitions.screens.map((screen) => screen.value.screen));
  for (const screen of definitions.screens) {
    checkScreen(problems, definitions, screen);
    checkView(problems, definitions, screen);
    checkPublic(problems, definitions, screen);
  }
  const homes = definitions.screens.filter((screen) => screen.value.home);
  for (const extra of homes.slice(1)) problems.add(extra, ['home'], `the area has one home, and ${homes[0].value.screen} is it already`);
  checkSidebar(problems, definitions, screenNames);
  checkLookups(problems, definitions);
  return problems.items;
}
