// What a screen is and where its rows come from: its name, words, the table or reader it reads, the adapter that
// shapes its answer, and whose rows it shows.
import { basename } from 'node:path';
import { actsOnEveryTable, adapterCatalogue, hookCatalogue, readerCatalogue, type HookName, type ReaderName } from '../../contract/catalogue';
import { ruleCatalogue, type RuleName } from '../../server/domains/rules';
import type { OverlapRule } from '../../contract/overlap';
import { partsTable } from '../../contract/model';
import { holdsReach, lookupTable } from '../compile/derive';
import { checkLabel, hasIntegerField, type ScreenCheck } from './context';
import { AREA_RECORD_TABLE } from '../../contract/constants';

const catalogueList = (names: readonly string[]): string => names.join(', ') || 'none';

export function checkIdentity(check: ScreenCheck): void {
  const { screen, source, definitions, problems } = check;
  const expected = basename(source.file, '.yaml');
  if (screen.screen !== expected) check.add(['screen'], 'AULA-E011', `the screen is named '${screen.screen}' but its file is ${expected}.yaml; the two must agree`);
  checkLabel(problems, definitions, source, ['title'], screen.title);
  checkLabel(problems, definitions, source, ['addTitle'], screen.addTitle);
  checkLabel(problems, definitions, source, ['intro'], screen.intro);
}

export function checkStorage(check: ScreenCheck): void {
  const { screen, lookups } = check;
  const view = screen.view ?? 'list';
  const fields = screen.fields ?? [];
  if (screen.adapter !== undefined && !(adapterCatalogue as readonly string[]).includes(screen.adapter)) {
    check.add(['adapter'], 'AULA-E201', `the adapter '${screen.adapter}' is not in adapterCatalogue of contract/catalogue.ts (it has: ${catalogueList(adapterCatalogue)})`);
  }
  (screen.hooks ?? []).forEach((hook, index) => {
    if (!Object.hasOwn(hookCatalogue, hook)) {
      check.add(['hooks', index], 'AULA-E201', `the hook '${hook}' is not in hookCatalogue of contract/catalogue.ts (it has: ${catalogueList(Object.keys(hookCatalogue))})`);
    } else if (actsOnEveryTable(hook as HookName)) {
      check.add(['hooks', index], 'AULA-E201', `the hook '${hook}' acts on every table: no screen names it`);
    } else if (screen.table === undefined) {
      check.add(['hooks', index], 'AULA-E205', `a hook acts on the screen's table: the screen needs a 'table'`);
    }
  });
  if (screen.reader !== undefined) {
    if (!Object.hasOwn(readerCatalogue, screen.reader)) {
      check.add(['reader'], 'AULA-E201', `the reader '${screen.reader}' is not in readerCatalogue of contract/catalogue.ts (it has: ${catalogueList(Object.keys(readerCatalogue))})`);
    } else {
      const owner = (readerCatalogue[screen.reader as ReaderName] as { owner?: string }).owner;
      if (owner !== undefined && screen.scope !== owner) {
        check.add(['reader'], 'AULA-E603', `the reader '${screen.reader}' reads rows that are a user's own: the screen must say 'scope: ${owner}'`);
      }
    }
  } else if (screen.table === undefined && view !== 'dashboard' && view !== 'form') {
    check.add([], 'AULA-E205', `the screen needs a 'table' to read its rows from, or a 'reader' naming the server reader that assembles them`);
  }
  for (const [index, name] of (screen.withLookups ?? []).entries()) {
    if (!(name in lookups)) check.add(['withLookups', index], 'AULA-E202', `the lookup '${name}' is not provided by screens/lookups.yaml`);
  }
  if (fields.length > 0 && !screen.readOnly && !screen.table && view !== 'form') check.add([], 'AULA-E205', `a screen with fields that is not readOnly needs a 'table' to store them in`);
  if (screen.addTitle && (fields.length === 0 || screen.readOnly)) check.add(['addTitle'], 'AULA-E206', `'addTitle' needs fields and a screen that is not readOnly, or there is nothing to add`);
  if ((screen.partition !== undefined || screen.extras !== undefined) && screen.table === undefined) {
    check.add([screen.partition !== undefined ? 'partition' : 'extras'], 'AULA-E205', `'partition' and 'extras' are columns of the screen's table, and the screen names none`);
  }
  (screen.constraints ?? []).forEach((constraint, index) => {
    checkLabel(check.problems, check.definitions, check.source, ['constraints', index, 'message'], constraint.message);
    if (!screen.table || screen.readOnly) check.add(['constraints', index], 'AULA-E205', `a constraint is kept by the screen's table: it needs a 'table' and a screen that is not readOnly`);
    const kinds = [constraint.unique, constraint.noOverlap, constraint.capacity, constraint.requires].filter((kind) => kind !== undefined);
    if (kinds.length !== 1) {
      check.add(['constraints', index], 'AULA-E205', `a constraint is one of unique, noOverlap, capacity or requires: give it exactly one`);
    }
    (constraint.unique ?? []).forEach((key, i) => {
      if (!fields.some((field) => field.key === key)) check.add(['constraints', index, 'unique', i], 'AULA-E208', `'${key}' is not a field of this screen`);
    });
    if (constraint.noOverlap) checkNoOverlap(check, index, constraint.noOverlap);
    if (constraint.capacity) checkCapacity(check, index, constraint.capacity);
    if (constraint.requires) checkRequires(check, index, constraint.requires);
  });
  for (const key of ['partition', 'extras'] as const) {
    const column = screen[key];
    if (column !== undefined && fields.some((field) => field.key === column)) check.add([key], 'AULA-E206', `'${column}' is a field of this screen; the ${key} column is the server's to write`);
  }
}

/** Whose rows a screen shows: a scope on a read-only screen, conditions on what the screen has. */
export function checkRowConditions(check: ScreenCheck): void {
  const { screen, known } = check;
  const fields = screen.fields ?? [];
  if (screen.scope !== undefined && !screen.readOnly) {
    check.add(['scope'], 'AULA-E603', `a scoped screen is read-only: its rows change through its actions, which see only the user's own rows`);
  }
  (screen.only ?? []).forEach((condition, index) => {
    const at = ['only', index];
    if (!known.has(condition.key)) check.add([...at, 'key'], 'AULA-E209', `'${condition.key}' is not a column or field of this screen`);
    if ([condition.equals, condition.notAfter, condition.notBefore, condition.holds].filter((given) => given !== undefined).length !== 1) {
      check.add(at, 'AULA-E603', `a condition has exactly one of 'equals', 'notAfter', 'notBefore' and 'holds'`);
    }
    if (condition.holds !== undefined) {
      if (screen.area !== 'student' && screen.area !== 'lecturer') check.add([...at, 'holds'], 'AULA-E603', `'holds' compares with the signed-in person's record: a screen of the student or lecturer area`);
      else checkHoldsPath(check, at, screen.area, condition.holds);
      if (!fields.some((field) => field.key === condition.key && field.kind === 'lookupMany')) check.add([...at, 'key'], 'AULA-E603', `'holds' looks in a list: '${condition.key}' must be a field of kind lookupMany`);
    }
    for (const bound of ['notAfter', 'notBefore'] as const) {
      const given = condition[bound];
      if (given !== undefined && given !== 'now' && !/^\d{4}-\d{2}-\d{2}/.test(given)) check.add([...at, bound], 'AULA-E007', `'${bound}' is a date (yyyy-mm-dd) or now`);
    }
  });
}

/** A summary shows the signed-in person's record: a screen of the student or lecturer area, naming fields of that record. */
export function checkSummary(check: ScreenCheck): void {
  const { screen } = check;
  if (!screen.summary) return;
  if (screen.area !== 'student' && screen.area !== 'lecturer') {
    check.add(['summary'], 'AULA-E603', `'summary' shows the signed-in person's record: a screen of the student or lecturer area`);
    return;
  }
  const table = AREA_RECORD_TABLE[screen.area];
  const record = check.definitions.screens.find(({ value }) => value.table === table && value.area === undefined)?.value;
  screen.summary.forEach((key, index) => {
    if (!record?.fields?.some((field) => field.key === key)) check.add(['summary', index], 'AULA-E208', `'${key}' is not a field of the ${screen.area}'s record (${table})`);
  });
}

/**
 * A holds through a lookup field of the person's record (program_id.academic_degree_id): that field is a lookup over a
 * table, and the field after the dot is one a screen of that table keeps.
 */
function checkHoldsPath(check: ScreenCheck, at: (string | number)[], area: 'student' | 'lecturer', holds: string): void {
  const reach = holdsReach(holds, area, check.definitions.screens.map(({ value }) => value), check.lookups);
  if (reach === undefined) return;
  const { record, own, target, further } = reach;
  if (target === undefined) {
    check.add([...at, 'holds'], 'AULA-E603', `'${own}' is not a lookup field over a table of the ${area}'s record (${record}); 'holds' reaches a field of another record only through one`);
  } else if (!check.definitions.screens.some(({ value }) => value.table === target && (value.fields ?? []).some((candidate) => candidate.key === further))) {
    check.add([...at, 'holds'], 'AULA-E603', `'${further}' is not a field of ${target}, which '${own}' names`);
  }
}

/**
 * noOverlap names fields of the screen: a key and a day of any kind, two times, and two dates for its period. Over a
 * repeat field's parts (part), each is a field of the parts or, where they have none of its name, of the record.
 */
function checkNoOverlap(check: ScreenCheck, index: number, noOverlap: OverlapRule): void {
  const own = check.screen.fields ?? [];
  const part = noOverlap.part === undefined ? undefined : own.find((field) => field.key === noOverlap.part);
  if (noOverlap.part !== undefined && part?.kind !== 'repeat') {
    check.add(['constraints', index, 'noOverlap', 'part'], 'AULA-E208', `'${noOverlap.part}' is not a field of kind repeat of this screen`);
    return;
  }
  const fields = [...(part?.fields ?? []), ...own];
  const expect = (path: (string | number)[], key: string, kind?: string) => {
    const field = fields.find((candidate) => candidate.key === key);
    if (!field) check.add(['constraints', index, 'noOverlap', ...path], 'AULA-E208', `'${key}' is not a field of this screen${part ? ' nor of its parts' : ''}`);
    else if (kind !== undefined && field.kind !== kind) check.add(['constraints', index, 'noOverlap', ...path], 'AULA-E208', `'${key}' must be a field of kind ${kind}`);
  };
  expect(['key'], noOverlap.key);
  expect(['day'], noOverlap.day);
  expect(['from'], noOverlap.from, 'time');
  expect(['to'], noOverlap.to, 'time');
  (noOverlap.during ?? []).forEach((key, i) => expect(['during', i], key, 'date'));
  if (noOverlap.date !== undefined) expect(['date'], noOverlap.date, 'date');
}

type Constraint = NonNullable<ScreenCheck['screen']['constraints']>[number];

/**
 * capacity counts the rows of a record a lookup field names, against a field of that record's screen; its counting and
 * waiting rows are told apart by one field of this screen.
 */
function checkCapacity(check: ScreenCheck, index: number, capacity: NonNullable<Constraint['capacity']>): void {
  const fields = check.screen.fields ?? [];
  const at = (...path: (string | number)[]) => ['constraints', index, 'capacity', ...path];
  const parent = lookupTable(check.screen, capacity.of, check.lookups);
  if (parent === undefined) {
    check.add(at('of'), 'AULA-E208', `'${capacity.of}' must be a field of kind lookup whose list is read from a table (the record whose places are counted)`);
  } else if (!hasIntegerField(check.definitions, parent, capacity.limit)) {
    check.add(at('limit'), 'AULA-E208', `'${capacity.limit}' must be a field of kind integer of a screen of ${parent}, the table of '${capacity.of}'`);
  }
  const [counted] = Object.keys(capacity.counting);
  // the rows' own workflow state is a column of theirs too (an application takes a place once accepted)
  const state = check.screen.workflow?.of === undefined ? check.screen.workflow?.field : undefined;
  if (counted !== state && !fields.some((field) => field.key === counted)) check.add(at('counting'), 'AULA-E208', `'${counted}' is not a field of this screen, nor its workflow's state`);
  const [waits] = Object.keys(capacity.waiting ?? {});
  if (waits !== undefined && waits !== counted) check.add(at('waiting'), 'AULA-E208', `a waiting row takes a place by its '${counted}': waiting must name the same field as counting`);
}

/** requires names a rule of contract/rules.ts that keeps this screen's table and reads fields it has. */
function checkRequires(check: ScreenCheck, index: number, requires: NonNullable<Constraint['requires']>): void {
  const at = (...path: (string | number)[]) => ['constraints', index, 'requires', ...path];
  const part = requires.part === undefined ? undefined : (check.screen.fields ?? []).find((field) => field.key === requires.part);
  if (requires.part !== undefined && part?.kind !== 'repeat') {
    check.add(at('part'), 'AULA-E208', `'${requires.part}' is not a field of kind repeat of this screen`);
    return;
  }
  // over parts, the rule reads a part's fields and the record it belongs to (parent_id)
  const fields = part ? [...(part.fields ?? []), { key: 'parent_id' }] : check.screen.fields ?? [];
  const table = part ? partsTable(check.screen.table ?? '', part.key) : check.screen.table;
  const rule = Object.hasOwn(ruleCatalogue, requires.rule) ? ruleCatalogue[requires.rule as RuleName] : undefined;
  if (!rule) {
    check.add(at('rule'), 'AULA-E201', `the rule '${requires.rule}' is not in ruleCatalogue of server/domains/rules.ts (it has: ${catalogueList(Object.keys(ruleCatalogue))})`);
    return;
  }
  if (rule.table !== table) check.add(at('rule'), 'AULA-E201', `the rule '${requires.rule}' keeps rows of ${rule.table}, not of ${part ? 'the parts\' table' : 'this screen\'s table'} (${table})`);
  for (const key of new Set([rule.field, ...rule.reads])) {
    if (!fields.some((field) => field.key === key)) check.add(at('rule'), 'AULA-E208', `the rule '${requires.rule}' reads '${key}', which is not a field of ${part ? 'the parts' : 'this screen'}`);
  }
  if (requires.unless !== undefined && !fields.some((field) => field.key === requires.unless)) check.add(at('unless'), 'AULA-E208', `'${requires.unless}' is not a field of this screen`);
}
