// A form's fields: their words and lists, the parts of a repeat, what a field depends on, follows or is shown by,
// what the server computes or stamps, and the form's sections.
import { recordCatalogue } from '../../contract/catalogue';
import { optionName } from '../../contract/labels';
import type { FieldCondition, FieldKind } from '../../contract/dsl';
import { narrowingList, type FieldSource, type ScreenSource } from '../load/sources';
import type { YamlPath } from '../core/problems';
import { checkLabel, duplicates, requireLookup, type ScreenCheck } from './context';
import { TEXT_KINDS } from './filters';

const AMOUNT_KINDS: ReadonlySet<FieldKind> = new Set(['money', 'decimal']);
const RECORD_KINDS: ReadonlySet<FieldKind> = new Set(['money', 'decimal', 'lookup']);
const FACTOR_KINDS: ReadonlySet<FieldKind> = new Set(['money', 'decimal', 'integer']);
/** The labels that say a field holds a person's name (a name alone, fields.name, may be a room's or a course's). */
const PERSON_NAME_LABELS: ReadonlySet<string> = new Set(['fields.first_name', 'fields.last_name', 'fields.surname', 'fields.full_name']);

export function checkFields(check: ScreenCheck): void {
  const { screen, lookups, problems, definitions, source } = check;
  const fields = screen.fields ?? [];
  for (const key of duplicates(fields.map((field) => field.key))) check.add(['fields'], 'AULA-E204', `the field '${key}' is declared twice`);
  fields.forEach((field, index) => {
    const at = ['fields', index];
    if (field.computed) checkComputed(check, index);
    else checkPersonalCopy(check, field, at);
    if (field.stamp) checkStamp(check, at, field);
    if (field.kind === 'repeat') checkParts(check, field, index);
    else if (field.fields !== undefined) check.add([...at, 'fields'], 'AULA-E206', `'fields' only belongs on a field of kind repeat`);
    checkLabel(problems, definitions, source, [...at, 'label'], field.label);
    if (field.kind === 'lookup' || field.kind === 'lookupMany') requireLookup(check, at, field.lookup, `the field '${field.key}'`);
    else if (field.lookup !== undefined) check.add([...at, 'lookup'], 'AULA-E206', `'lookup' only belongs on a field of kind lookup or lookupMany`);
    if (field.dependsOn !== undefined) checkDependsOn(check, index);
    if (field.groupBy !== undefined && field.kind !== 'lookupMany') check.add([...at, 'groupBy'], 'AULA-E206', `'groupBy' only belongs on a field of kind lookupMany`);
    if (field.after !== undefined) {
      const start = fields.find((other) => other.key === field.after);
      if (!['date', 'datetime', 'time'].includes(field.kind ?? '') || start?.kind !== field.kind) {
        check.add([...at, 'after'], 'AULA-E402', `'after' compares a date, datetime or time field with another of its kind, and '${field.after}' is not one for '${field.key}'`);
      }
    }
    if (field.notAfter !== undefined && field.kind !== 'date') check.add([...at, 'notAfter'], 'AULA-E206', `'notAfter' bounds a date, and '${field.key}' is of kind ${field.kind}`);
    if (field.onDelete !== undefined && lookups[field.lookup ?? '']?.table === undefined) {
      check.add([...at, 'onDelete'], 'AULA-E206', `'onDelete' only belongs on a field of kind lookup or lookupMany over a lookup list with a table`);
    }
    if ((field.min !== undefined || field.max !== undefined) && !['integer', 'decimal', 'money'].includes(field.kind)) {
      check.add(at, 'AULA-E206', `'min' and 'max' belong on a field of kind integer, decimal or money`);
    }
    if (field.kind === 'file' && field.accept === undefined) check.add(at, 'AULA-E404', `the file field '${field.key}' needs 'accept': image or document`);
    if (field.downloadName !== undefined) {
      const named = fields.find((other) => other.key === field.downloadName);
      if (field.kind !== 'file') check.add([...at, 'downloadName'], 'AULA-E206', `'downloadName' names a downloaded file: it belongs on a field of kind file`);
      else if (!named || !TEXT_KINDS.has(named.kind) || named.kind === 'file') check.add([...at, 'downloadName'], 'AULA-E208', `'${field.downloadName}' is not a text field of this screen; a file is named by one`);
    }
    const fixedList = field.kind === 'lookup' && lookups[field.lookup ?? '']?.options !== undefined;
    if (field.display === 'radio' && !fixedList) check.add([...at, 'display'], 'AULA-E404', `'display: radio' needs a field of kind lookup over a fixed list of options`);
    if (field.showWhen) checkCondition(check, index, 'showWhen', field.showWhen, 'shown');
    if (typeof field.required === 'object') checkCondition(check, index, 'required', field.required, 'required');
  });
  checkSections(check);
}

/** The columns of a table: the fields of every screen that stores its rows there. */
function tableColumns(check: ScreenCheck, table: string): Set<string> {
  return new Set(check.definitions.screens.filter((screen) => screen.value.table === table).flatMap((screen) => (screen.value.fields ?? []).map((field) => field.key)));
}

/**
 * A field that depends on another is narrowed by it: by its lookup's parent column, or by the where of the option
 * chosen in the other, a fixed list (whose where names columns of this field's table).
 */
/**
 * A personal number or a person's name a screen stores is one its erasure empties: the screen is the person's
 * (`person:`) and names the field among what identifies them. Anywhere else it is a copy no erasure finds; the screen
 * reads it through a lookup of the person's screen instead.
 */
function checkPersonalCopy(check: ScreenCheck, field: FieldSource, at: YamlPath): void {
  const { screen } = check;
  if (!screen.table || (field.kind !== 'personalNumber' && !PERSON_NAME_LABELS.has(field.label ?? ''))) return;
  if (screen.person?.identifying.includes(field.key)) return;
  const what = field.kind === 'personalNumber' ? 'a personal number' : 'a person\'s name';
  check.add(at, 'AULA-E405', screen.person
    ? `'${field.key}' stores ${what}, which erasure empties only if the screen says so: add it to 'person: identifying'`
    : `'${field.key}' stores ${what} outside a person's screen, where no erasure reaches it: read it through a lookup of the person's screen (students, lecturers, staff, applicants) instead of keeping a copy, or give this screen 'person:' naming it in 'identifying'`);
}

function checkDependsOn(check: ScreenCheck, index: number): void {
  const { screen, lookups } = check;
  const field = (screen.fields ?? [])[index];
  const at = ['fields', index, 'dependsOn'];
  if (!(screen.fields ?? []).some((other) => other.key === field.dependsOn && other !== field)) {
    check.add(at, 'AULA-E402', `the field '${field.key}' depends on '${field.dependsOn}', which is not another field of this screen`);
    return;
  }
  const own = lookups[field.lookup ?? ''];
  const deciding = narrowingList(screen.fields ?? [], field, lookups);
  if (!deciding) {
    if (own && !own.parent) check.add(at, 'AULA-E402', `the field '${field.key}' depends on '${field.dependsOn}', but its lookup '${field.lookup}' has no 'parent' column and the options of '${field.dependsOn}' say no 'where'`);
    return;
  }
  if (!own?.table) {
    check.add(at, 'AULA-E402', `the options of '${field.dependsOn}' narrow by columns of a table, and the lookup '${field.lookup}' of '${field.key}' has none`);
    return;
  }
  const columns = own.system ? undefined : tableColumns(check, own.table);
  for (const option of lookups[deciding].options ?? []) {
    for (const column of Object.keys(option.where ?? {})) {
      if (columns && !columns.has(column)) check.add(at, 'AULA-E801', `the option '${option.id}' of '${deciding}' narrows by '${column}', which is not a field of any screen of the table ${own.table}`);
    }
  }
}

function checkParts(check: ScreenCheck, field: FieldSource, index: number): void {
  const { screen, problems, definitions, source } = check;
  if (!field.fields) check.add(['fields', index], 'AULA-E401', `the repeat field '${field.key}' needs 'fields', the fields of each of its parts`);
  if (!screen.table) check.add(['fields', index], 'AULA-E401', `the repeat field '${field.key}' keeps its parts in a child table of the screen's table, and the screen has none`);
  field.fields?.forEach((part, i) => {
    const at = ['fields', index, 'fields', i];
    checkLabel(problems, definitions, source, [...at, 'label'], part.label);
    if (part.kind === 'repeat' || part.kind === 'file' || part.kind === 'lookupMany') {
      check.add([...at, 'kind'], 'AULA-E401', `a part of '${field.key}' cannot be of kind ${part.kind}; a part holds plain values`);
    }
    if (part.kind === 'lookup') requireLookup(check, at, part.lookup, `the part field '${part.key}'`);
    if (part.computed) check.add([...at, 'computed'], 'AULA-E403', `a part's field is not computed; compute a field of the record over its parts (sum: ${field.key}.${part.key})`);
    if (part.stamp) checkStamp(check, at, part);
  });
}

/** A computed field is an amount over amounts (of a repeat field's parts, or of this record's fields declared before it), or a record's value a domain keeps. */
function checkComputed(check: ScreenCheck, index: number): void {
  const fields = check.screen.fields ?? [];
  const field = fields[index];
  const computed = field.computed!;
  const at = ['fields', index, 'computed'];
  if (computed.record !== undefined && !(computed.record in recordCatalogue)) {
    check.add([...at, 'record'], 'AULA-E201', `'${computed.record}' is not in recordCatalogue of contract/catalogue.ts (it has: ${Object.keys(recordCatalogue).join(', ')})`);
  }
  // a record's value is an amount (a GPA) or a choice of a list (an academic standing)
  const kinds = computed.record !== undefined ? RECORD_KINDS : AMOUNT_KINDS;
  if (!kinds.has(field.kind)) check.add(['fields', index], 'AULA-E403', `only a ${computed.record !== undefined ? 'money, decimal or lookup' : 'money or decimal'} field is computed, and '${field.key}' is of kind ${field.kind}`);
  if (field.required) check.add(['fields', index], 'AULA-E403', `'${field.key}' is computed, so no one types it: it cannot be required`);
  if (computed.sum) {
    const [part, key] = computed.sum.split('.');
    const repeat = fields.find((candidate) => candidate.key === part);
    const summed = repeat?.fields?.find((candidate) => candidate.key === key);
    if (repeat?.kind !== 'repeat') check.add([...at, 'sum'], 'AULA-E403', `'${part}' is not a field of kind repeat of this screen`);
    else if (!summed || !AMOUNT_KINDS.has(summed.kind)) check.add([...at, 'sum'], 'AULA-E403', `'${key}' is not a money or decimal field of the parts of '${part}'`);
  }
  for (const role of ['add', 'subtract', 'multiply'] as const) {
    (computed[role] ?? []).forEach((key, i) => {
      const position = fields.findIndex((candidate) => candidate.key === key);
      const named = fields[position];
      // a count (hours) is multiplied by an amount; only amounts are added
      const kinds = role === 'multiply' ? FACTOR_KINDS : AMOUNT_KINDS;
      if (!named || !kinds.has(named.kind)) check.add([...at, role, i], 'AULA-E403', `'${key}' is not a ${role === 'multiply' ? 'number' : 'money or decimal'} field of this screen`);
      else if (named.computed && position >= index) check.add([...at, role, i], 'AULA-E403', `'${key}' is computed after '${field.key}'; a formula names only computed fields declared before it`);
    });
  }
}

/** A stamped field names an account, which the server sets: a lookup of accounts nobody is asked for. */
function checkStamp(check: ScreenCheck, at: YamlPath, field: FieldSource): void {
  if (field.kind !== 'lookup' || field.lookup !== 'accounts') check.add(at, 'AULA-E403', `'${field.key}' is stamped with its author, an account: it must be of kind lookup over the lookup list accounts`);
  if (field.required) check.add(at, 'AULA-E403', `'${field.key}' is stamped by the server, so no one types it: it cannot be required`);
}

/**
 * A field's condition (showWhen, or a required that holds only sometimes) must name another field of the screen, one
 * that is itself always shown, and values it can hold.
 */
function checkCondition(check: ScreenCheck, index: number, key: 'showWhen' | 'required', condition: FieldCondition, what: 'shown' | 'required'): void {
  const fields = check.screen.fields ?? [];
  const field = fields[index];
  const at = ['fields', index, key];
  const decider = fields.find((candidate) => candidate.key === condition.field);
  if (!decider || decider === field) {
    check.add([...at, 'field'], 'AULA-E402', `the field '${field.key}' is ${what} when '${condition.field}' has a value, but '${condition.field}' is not another field of this screen`);
    return;
  }
  if (decider.showWhen) check.add([...at, 'field'], 'AULA-E402', `the field '${field.key}' is ${what} by '${decider.key}', which is itself shown only sometimes; name a field that is always shown`);
  const values = Array.isArray(condition.equals) ? condition.equals : [condition.equals];
  if (decider.kind === 'boolean') {
    if (values.some((value) => typeof value !== 'boolean')) check.add([...at, 'equals'], 'AULA-E402', `'${decider.key}' is a boolean field, so 'equals' must be true or false`);
    return;
  }
  const options = decider.kind === 'lookup' ? check.lookups[decider.lookup ?? '']?.options : undefined;
  const strange = values.find((value) => !options?.some((option) => option.id === value));
  if (!options) {
    check.add([...at, 'field'], 'AULA-E402', `the field '${field.key}' is ${what} by '${decider.key}'; only a boolean field or a lookup over a fixed list of options can decide`);
  } else if (strange !== undefined) {
    const names = options.map((option) => (option.label === undefined ? String(option.id) : optionName(option.label)));
    check.add([...at, 'equals'], 'AULA-E402', `'${String(strange)}' is not an option of '${decider.key}' (they are: ${names.join(', ')})`);
  }
}

/** Sections start at fields in the fields' order, the first at the first field a form has. */
function checkSections(check: ScreenCheck): void {
  const { screen, problems, definitions, source } = check;
  const typed = (screen.fields ?? []).filter((field) => !field.computed && !field.stamp).map((field) => field.key);
  let previous = -1;
  (screen.sections ?? []).forEach((section: NonNullable<ScreenSource['sections']>[number], index) => {
    checkLabel(problems, definitions, source, ['sections', index, 'label'], section.label);
    const at = typed.indexOf(section.from);
    if (at < 0) check.add(['sections', index, 'from'], 'AULA-E208', `'${section.from}' is not a field of this screen's form`);
    else if (index === 0 && at !== 0) check.add(['sections', index, 'from'], 'AULA-E213', `the first section starts at the first field, '${typed[0]}'`);
    else if (at <= previous) check.add(['sections', index, 'from'], 'AULA-E213', `'${section.from}' comes before the section above starts; sections follow the order of the fields`);
    if (at >= 0) previous = at;
  });
}
