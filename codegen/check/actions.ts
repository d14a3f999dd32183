// A screen's actions: the operations they run, the forms they take, the rows they act on and what they answer; the
// enrolment an enrolRows action makes, and a questionnaire read from a row's parts.
import { ERASE_PERMISSION, EXPORT_PERSON_PERMISSION } from '../../contract/constants';
import { ENROL_TODAY } from '../../contract/dsl';
import { operationCatalogue, publicOperationCatalogue } from '../../contract/catalogue';
import type { ScreenSource } from '../load/sources';
import { checkLabel, duplicates, iconProblem, screenNamed, type ScreenCheck } from './context';

type ActionSource = NonNullable<ScreenSource['actions']>[number];

/** What the named operations on ticked rows need of their screen. */
const ROW_OPERATION_NEEDS: Readonly<Record<string, 'export' | 'table'>> = { exportRows: 'export', deleteRows: 'table', enrolRows: 'table' };

export function checkActions(check: ScreenCheck): void {
  const { screen, definitions, problems, source } = check;
  const columns = new Set((screen.columns ?? []).map((column) => column.key));
  // a row holding its own workflow state is asked about it too (a proposal edited while proposed or returned)
  const ownState = screen.workflow?.of === undefined ? screen.workflow?.field : undefined;
  const fields = screen.fields ?? [];
  for (const id of duplicates((screen.actions ?? []).map((action) => action.id))) check.add(['actions'], 'AULA-E204', `the action '${id}' is declared twice`);
  checkBulkEdit(check);
  (screen.actions ?? []).forEach((action, index) => {
    const at = ['actions', index];
    checkLabel(problems, definitions, source, [...at, 'label'], action.label);
    // a public form's action runs for a visitor, who has no account: one of the operations written for that
    const [named, list] = screen.area === 'public' ? [publicOperationCatalogue, 'publicOperationCatalogue'] : [operationCatalogue, 'operationCatalogue'];
    if (!(named as readonly string[]).includes(action.run)) {
      check.add([...at, 'run'], 'AULA-E201', `the action '${action.id}' runs '${action.run}', which is not in ${list} of contract/catalogue.ts (it has: ${named.join(', ')})`);
    }
    const icon = iconProblem(action.icon);
    if (icon) check.add([...at, 'icon'], 'AULA-E201', icon);
    if (action.form && fields.length === 0) check.add([...at, 'form'], 'AULA-E501', `the action '${action.id}' takes the screen's fields as its form, and the screen has none`);
    if (action.form && action.fields) check.add([...at, 'fields'], 'AULA-E501', `the action '${action.id}' has fields of its own and takes the screen's as well; keep one form`);
    if (action.fields && screenNamed(definitions, `${screen.screen}-${action.id}`)) {
      check.add([...at, 'id'], 'AULA-E204', `the action's form is emitted as ${screen.screen}-${action.id}, which is the name of another screen; rename the action`);
    }
    action.fields?.forEach((field, i) => {
      checkLabel(problems, definitions, source, [...at, 'fields', i, 'label'], field.label);
      if (field.lookup !== undefined && !(field.lookup in check.lookups)) check.add([...at, 'fields', i, 'lookup'], 'AULA-E202', `the lookup '${field.lookup}' is not provided by screens/lookups.yaml`);
    });
    for (const [key, column] of Object.entries(action.startsFrom ?? {})) {
      if (action.on !== 'row' || !action.fields?.some((field) => field.key === key)) {
        check.add([...at, 'startsFrom', key], 'AULA-E208', `'${key}' is not a field of this action's form, which 'startsFrom' fills from the row it is on`);
      } else if (!columns.has(column)) check.add([...at, 'startsFrom', key], 'AULA-E209', `'${column}' is not a column of this screen`);
    }
    if (action.form && action.on !== 'screen') check.add([...at, 'form'], 'AULA-E501', `only an action on the screen takes the screen's fields as its form`);
    if (action.whileEmpty && action.on !== 'screen') check.add([...at, 'whileEmpty'], 'AULA-E501', `'whileEmpty' belongs on an action on the screen, offered while the user's list holds no row`);
    if (action.when && action.on === 'screen') check.add([...at, 'when'], 'AULA-E501', `'when' belongs on an action on a row or a selection, whose rows it asks about`);
    for (const key of Object.keys(action.when ?? {})) {
      if (!columns.has(key) && key !== ownState) check.add([...at, 'when', key], 'AULA-E209', `'${key}' is not a column of this screen`);
    }
    if (action.questionnaire) checkQuestionnaire(check, action, at);
    if (action.report && (action.download || action.form || action.fields)) check.add([...at, 'report'], 'AULA-E501', `an action answers a report, a file or a form's result: one of them`);
    if (action.report && action.on !== 'row') check.add([...at, 'report'], 'AULA-E501', `a report is shown from a row's detail: the action is on a row`);
    if (action.on === 'selection' && !(screen.columns ?? []).some((column) => column.kind === 'checkbox')) {
      check.add([...at, 'on'], 'AULA-E501', `an action on a selection acts on the rows ticked in a column of kind checkbox, and the screen has none`);
    }
    const needs = ROW_OPERATION_NEEDS[action.run];
    if (needs === 'export' && screen.export === false) check.add([...at, 'run'], 'AULA-E501', `'${action.run}' exports the ticked rows, and 'export: false' turns the screen's export off`);
    if (needs === 'table' && (!screen.table || screen.readOnly)) check.add([...at, 'run'], 'AULA-E205', `'${action.run}' needs a 'table' and a screen that is not readOnly`);
    if (needs && action.on === 'screen') check.add([...at, 'on'], 'AULA-E501', `'${action.run}' acts on rows: the action is on a selection or a row`);
    if (action.run === 'editFields') checkEditFields(check, action, at);
    if (action.run === 'addOwnRow') checkAddOwnRow(check, action, at);
    if (action.run === 'moveState') checkMoveState(check, action, at);
    if (PERSON_OPERATIONS.has(action.run)) checkPersonAction(check, action, at);
  });
  checkEnrolment(check);
  checkPerson(check);
}

const PERSON_OPERATIONS: ReadonlySet<string> = new Set(['exportPersonalData', 'erasePerson']);

/** A person's data is given back and erased from their record's row, on a screen that says what identifies them. */
function checkPersonAction(check: ScreenCheck, action: ActionSource, at: (string | number)[]): void {
  const { screen } = check;
  if (!screen.person || action.on !== 'row') check.add(at, 'AULA-E501', `'${action.run}' acts on a person's row: it needs 'on: row' and the screen's 'person' key`);
  if (action.run === 'exportPersonalData' && action.permission !== EXPORT_PERSON_PERMISSION) {
    check.add([...at, 'permission'], 'AULA-E501', `a person's data export holds more than the screen shows: it needs the permission '${EXPORT_PERSON_PERMISSION}' besides the screen's: 'permission: ${EXPORT_PERSON_PERMISSION}'`);
  }
  if (action.run !== 'erasePerson') return;
  if (action.permission !== ERASE_PERMISSION) check.add([...at, 'permission'], 'AULA-E501', `an erasure needs the permission '${ERASE_PERMISSION}' besides the screen's: 'permission: ${ERASE_PERMISSION}'`);
  if (!action.fields?.some((field) => field.key === 'reason' && field.required)) check.add([...at, 'fields'], 'AULA-E501', `an erasure is kept with its reason: the action has a required field 'reason'`);
  if (!action.confirm) check.add(at, 'AULA-E501', `an erasure cannot be undone: the action asks first ('confirm')`);
}

/** What identifies a person is among the screen's stored fields; what keeps a row from the retention is stored too. */
function checkPerson(check: ScreenCheck): void {
  const { screen } = check;
  const person = screen.person;
  if (!person) return;
  if (!screen.table || screen.readOnly) check.add(['person'], 'AULA-E205', `a person's data is erased from the screen's 'table': it needs one, and not readOnly`);
  const fields = new Map((screen.fields ?? []).map((field) => [field.key, field]));
  person.identifying.forEach((key, index) => {
    const field = fields.get(key);
    if (!field || field.computed || field.kind === 'repeat') check.add(['person', 'identifying', index], 'AULA-E208', `'${key}' is not a stored field of this screen (nor may it be computed or a repeat field)`);
  });
  const stored = new Set([...fields.keys(), ...(screen.workflow ? [screen.workflow.field] : [])]);
  for (const key of Object.keys(person.retention?.unless ?? {})) {
    if (!stored.has(key)) check.add(['person', 'retention', 'unless', key], 'AULA-E208', `'${key}' is not a field of this screen nor its workflow's state`);
  }
}

/** editFields writes its own fields to the row as the screen's edit would: fields of the screen, of the same kind (a file, parts). */
function checkEditFields(check: ScreenCheck, action: ActionSource, at: (string | number)[]): void {
  const { screen } = check;
  if (!screen.table || action.on !== 'row' || !action.fields) check.add(at, 'AULA-E501', `'editFields' writes its fields to the row it is on: it needs a 'table', 'on: row' and 'fields'`);
  action.fields?.forEach((field, i) => {
    const own = (screen.fields ?? []).find((candidate) => candidate.key === field.key);
    if (!own || own.kind !== field.kind) check.add([...at, 'fields', i, 'key'], 'AULA-E208', `'${field.key}' is not a field of this screen of kind ${field.kind}`);
    // a part of the form is written as the screen's part is: the same fields, of the same kinds
    else if (field.kind === 'repeat') {
      const parts = new Map((own.fields ?? []).map((part) => [part.key, part.kind]));
      (field.fields ?? []).forEach((part, j) => {
        if (parts.get(part.key) !== part.kind) check.add([...at, 'fields', i, 'fields', j, 'key'], 'AULA-E208', `'${part.key}' is not a field of kind ${part.kind} of the parts of '${field.key}'`);
      });
    }
  });
}

/**
 * addOwnRow adds a row of the screen's table from its fields, the scope column holding the signed-in person's record:
 * a scoped screen's action on the screen, whose fields are fields of the screen (the scope column not among them).
 */
function checkAddOwnRow(check: ScreenCheck, action: ActionSource, at: (string | number)[]): void {
  const { screen } = check;
  if (!screen.table || !screen.scope || action.on !== 'screen' || !action.fields) {
    check.add(at, 'AULA-E501', `'addOwnRow' adds a row of the user's own from its fields: it needs a 'table', a 'scope', 'on: screen' and 'fields'`);
  }
  action.fields?.forEach((field, i) => {
    const own = (screen.fields ?? []).find((candidate) => candidate.key === field.key);
    if (!own || own.kind !== field.kind || field.key === screen.scope) {
      check.add([...at, 'fields', i, 'key'], 'AULA-E208', `'${field.key}' is not a field of this screen of kind ${field.kind} (nor may it be the scope column, which the server fills)`);
    }
  });
}

/** moveState makes the workflow's transition named as the action, on the row it is on. */
function checkMoveState(check: ScreenCheck, action: ActionSource, at: (string | number)[]): void {
  const { screen } = check;
  if (action.on !== 'row') check.add([...at, 'on'], 'AULA-E501', `'moveState' moves the row it is on: the action is on a row`);
  const transition = screen.workflow?.transitions.find((candidate) => candidate.id === action.id);
  if (!transition || screen.workflow?.of !== undefined) {
    check.add([...at, 'id'], 'AULA-E604', `'moveState' makes the transition named as the action: '${action.id}' is not a transition of this screen's own workflow`);
  }
  const asks = (action.fields ?? []).map((field) => field.key);
  if (asks.some((key) => key !== 'reason') || (asks.length > 0 && !transition?.reason) || (transition?.reason === 'required' && asks.length === 0)) {
    check.add([...at, 'fields'], 'AULA-E501', `'moveState' takes one field, 'reason', where its transition asks one (and must where it requires one)`);
  }
}

function checkEnrolment(check: ScreenCheck): void {
  const { screen, definitions } = check;
  const enrolling = (screen.actions ?? []).findIndex((action) => action.run === 'enrolRows');
  if ((enrolling >= 0) !== (screen.enrol !== undefined)) {
    check.add(screen.enrol ? ['enrol'] : ['actions', enrolling], 'AULA-E502', `an action running enrolRows and the 'enrol' key come together: one offers it, the other says how a row is enrolled`);
  }
  const enrol = screen.enrol;
  if (!enrol) return;
  const target = screenNamed(definitions, enrol.into);
  if (!target?.table || target.readOnly) {
    check.add(['enrol', 'into'], 'AULA-E502', `the screen '${enrol.into}' to enrol into must have a file in screens/, a 'table' and not be readOnly`);
    return;
  }
  if (enrolling >= 0 && screen.actions![enrolling].permission !== target.permission) {
    check.add(['actions', enrolling], 'AULA-E502', `the enrolment adds rows to '${enrol.into}': the action needs that screen's permission, 'permission: ${target.permission}'`);
  }
  const own = new Set((screen.fields ?? []).map((field) => field.key));
  const targetFields = new Map((target.fields ?? []).map((field) => [field.key, field]));
  for (const [key, from] of Object.entries(enrol.fields)) {
    if (!targetFields.has(key)) check.add(['enrol', 'fields', key], 'AULA-E502', `'${key}' is not a field of the screen '${enrol.into}'`);
    if (!own.has(from)) check.add(['enrol', 'fields', key], 'AULA-E502', `'${from}' is not a field of this screen`);
  }
  for (const [key, value] of Object.entries(enrol.values ?? {})) {
    const field = targetFields.get(key);
    if (!field) check.add(['enrol', 'values', key], 'AULA-E502', `'${key}' is not a field of the screen '${enrol.into}'`);
    else if (value === ENROL_TODAY && field.kind !== 'date') check.add(['enrol', 'values', key], 'AULA-E502', `'today' only fills a date field, and '${key}' is a ${field.kind}`);
  }
  const filled = new Set([...Object.keys(enrol.fields), ...Object.keys(enrol.values ?? {})]);
  for (const field of targetFields.values()) {
    if (field.dependsOn && filled.has(field.key)) filled.add(field.dependsOn);
  }
  for (const field of targetFields.values()) {
    if (field.required && !filled.has(field.key)) check.add(['enrol'], 'AULA-E502', `the enrolment leaves '${field.key}', which the screen '${enrol.into}' requires, unfilled; map it in 'fields' or give it in 'values'`);
  }
}

/** A questionnaire reads a row's parts as questions: it names a repeat field of the screen and fields of its parts. */
function checkQuestionnaire(check: ScreenCheck, action: ActionSource, at: (string | number)[]): void {
  const questionnaire = action.questionnaire!;
  const where = [...at, 'questionnaire'];
  if (action.on !== 'row') check.add(where, 'AULA-E503', `a questionnaire asks the questions of one row: the action is on a row`);
  if (action.form || action.fields) check.add(where, 'AULA-E503', `a questionnaire is the action's form; it takes no other`);
  const part = (check.screen.fields ?? []).find((field) => field.key === questionnaire.part);
  if (part?.kind !== 'repeat') {
    check.add([...where, 'part'], 'AULA-E503', `'${questionnaire.part}' is not a field of kind repeat of this screen`);
    return;
  }
  const partFields = new Map((part.fields ?? []).map((field) => [field.key, field.kind]));
  const wanted = { text: ['text', 'longtext'], type: ['lookup'], required: ['boolean'], comment: ['boolean'], choices: ['text', 'longtext'] } as const;
  for (const [role, kinds] of Object.entries(wanted)) {
    const key = questionnaire[role as keyof typeof wanted];
    if (key === undefined) continue;
    const kind = partFields.get(key);
    if (kind === undefined) check.add([...where, role], 'AULA-E503', `'${key}' is not a field of the parts of '${part.key}'`);
    else if (!(kinds as readonly string[]).includes(kind)) check.add([...where, role], 'AULA-E503', `'${key}' is of kind ${kind}; the questionnaire's ${role} needs a field of kind ${kinds.join(' or ')}`);
  }
  const ids = Object.values(questionnaire.kinds);
  if (new Set(ids).size !== ids.length) check.add([...where, 'kinds'], 'AULA-E503', `each kind of question needs a type id of its own`);
}

/** The kinds of field an edit of many rows at once does not set: a file, a record's parts, a value computed or unique. */
const NOT_BULK_EDITED: ReadonlySet<string> = new Set(['file', 'repeat']);

/** bulkEdit: fields the screen stores and writes, set on many rows; its action is named bulkEdit. */
function checkBulkEdit(check: ScreenCheck): void {
  const { screen } = check;
  if (!screen.bulkEdit) return;
  if (!screen.table || screen.readOnly || screen.area !== undefined || screen.scope !== undefined) {
    check.add(['bulkEdit'], 'AULA-E206', `'bulkEdit' writes an administrator's rows, and this screen writes none (it needs a table, no readOnly, no area or scope)`);
  }
  if ((screen.actions ?? []).some((action) => action.id === 'bulkEdit')) check.add(['bulkEdit'], 'AULA-E204', `'bulkEdit' is the action an edit of many rows becomes; rename the action 'bulkEdit'`);
  screen.bulkEdit.forEach((key, index) => {
    const field = (screen.fields ?? []).find((candidate) => candidate.key === key);
    if (!field) check.add(['bulkEdit', index], 'AULA-E208', `'${key}' is not a field of this screen`);
    else if (NOT_BULK_EDITED.has(field.kind) || field.computed || field.unique) {
      check.add(['bulkEdit', index], 'AULA-E501', `'${key}' cannot be set on many rows at once (a file, parts, a computed or a unique field); leave it out of bulkEdit`);
    }
  });
}
