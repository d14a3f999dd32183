// A screen's workflow (screen key workflow): its states and transitions name each other, its labels are in every
// locale, the record that holds its state is one the server can find (the screen's own row, or the row a lookup
// field of it names in a table), its state column is no field a form would write, and what its locked states lock
// are rows of screens that reach the record.
import type { ScreenSource } from '../load/sources';
import { lockReach, lookupTable, workflowTable } from '../compile/derive';
import { checkLabel, duplicates, type ScreenCheck } from './context';

export function checkWorkflow(check: ScreenCheck): void {
  const { screen, problems, definitions, source } = check;
  const workflow = screen.workflow;
  if (!workflow) return;
  const states = workflow.states.map((state) => state.id);
  const path = ['workflow'];
  for (const repeated of duplicates(states)) check.add([...path, 'states', states.lastIndexOf(repeated), 'id'], 'AULA-E204', `the state '${repeated}' is declared twice`);
  const ids = workflow.transitions.map((transition) => transition.id);
  for (const repeated of duplicates(ids)) check.add([...path, 'transitions', ids.lastIndexOf(repeated), 'id'], 'AULA-E204', `the transition '${repeated}' is declared twice`);
  workflow.states.forEach((state, index) => checkLabel(problems, definitions, source, [...path, 'states', index, 'label'], state.label));
  // the first state, and one an enrolment leads to (an applicant enrolled), are reached without a transition
  const reached = new Set([states[0], ...(screen.enrol?.state ? [screen.enrol.state] : [])]);
  if (screen.enrol?.state !== undefined && !states.includes(screen.enrol.state)) {
    check.add(['enrol', 'state'], 'AULA-E604', `the enrolment leads to '${screen.enrol.state}', which is not a state of the workflow (its states: ${states.join(', ')})`);
  }
  workflow.transitions.forEach((transition, index) => {
    const at = [...path, 'transitions', index];
    checkLabel(problems, definitions, source, [...at, 'label'], transition.label);
    transition.from.forEach((from, fromIndex) => {
      if (!states.includes(from)) check.add([...at, 'from', fromIndex], 'AULA-E604', `the transition '${transition.id}' leaves '${from}', which is not a state of the workflow (its states: ${states.join(', ')})`);
    });
    if (!states.includes(transition.to)) check.add([...at, 'to'], 'AULA-E604', `the transition '${transition.id}' leads to '${transition.to}', which is not a state of the workflow (its states: ${states.join(', ')})`);
    else if (transition.from.includes(transition.to)) check.add([...at, 'to'], 'AULA-E604', `the transition '${transition.id}' leads to a state it leaves: it would change nothing`);
    reached.add(transition.to);
  });
  workflow.states.forEach((state, index) => {
    if (!reached.has(state.id)) check.add([...path, 'states', index, 'id'], 'AULA-E604', `no transition leads to the state '${state.id}', and records start in '${states[0]}': no record could be in it`);
  });
  if (screen.view === 'grid' && workflow.of !== screen.grid?.scope) check.add([...path, 'of'], 'AULA-E604', `a grid's state is its scope's: 'of' must be '${screen.grid?.scope}'`);
  if (workflow.of !== undefined) {
    const field = screen.fields?.find((candidate) => candidate.key === workflow.of);
    if (field?.kind !== 'lookup') check.add([...path, 'of'], 'AULA-E604', `'of' must be a field of kind lookup of this screen, naming the record that holds the state`);
    else if (workflowTable(screen, check.lookups) === undefined) check.add([...path, 'of'], 'AULA-E604', `the lookup '${field.lookup}' of '${workflow.of}' has no table: its records cannot hold a state`);
  } else if (!screen.table) check.add(path, 'AULA-E604', `a workflow keeps its state in the screen's table, and this screen has none`);
  if (workflow.publish) checkPublish(check, workflow.publish);
  if (workflow.locks) checkLocks(check, workflow.locks);
  // a column may show the state; no field may write it
  if ((screen.fields ?? []).some((field) => field.key === workflow.field)) check.add([...path, 'field'], 'AULA-E604', `'${workflow.field}' is a field of the screen: the state is written by transitions alone, so it may be no field of the form`);
}

/** What publishes rows early is a lookup field of the screen, and a boolean field of a screen keeping its table. */
function checkPublish(check: ScreenCheck, publish: { by: string; field: string }): void {
  const { screen } = check;
  const path = ['workflow', 'publish'];
  const by = screen.fields?.find((candidate) => candidate.key === publish.by);
  const table = lookupTable(screen, publish.by, check.lookups);
  if (by?.kind !== 'lookup') check.add([...path, 'by'], 'AULA-E604', `'by' must be a field of kind lookup of this screen, naming the record that is published`);
  else if (table === undefined) check.add([...path, 'by'], 'AULA-E604', `the lookup '${by.lookup}' of '${publish.by}' has no table: its records cannot be published`);
  else {
    const keeping = check.definitions.screens.map((located) => located.value).filter((candidate) => candidate.table === table);
    const flag = keeping.flatMap((candidate) => candidate.fields ?? []).find((field) => field.key === publish.field);
    if (flag?.kind !== 'boolean') {
      check.add([...path, 'field'], 'AULA-E604', `'${publish.field}' must be a boolean field of the screen that keeps ${table} (${keeping.map((candidate) => candidate.screen).join(', ') || 'none does'}): declare it there`);
    }
  }
}

/** Each locked screen exists and reaches the record; each field it locks is a field of it stored in its table. */
function checkLocks(check: ScreenCheck, locks: NonNullable<NonNullable<ScreenSource['workflow']>['locks']>): void {
  const { screen, definitions, problems, source } = check;
  const path = ['workflow', 'locks'];
  checkLabel(problems, definitions, source, [...path, 'message'], locks.message);
  const record = workflowTable(screen, check.lookups);
  if (record === undefined) return;
  const screens = definitions.screens.map((located) => located.value);
  locks.screens.forEach((lock, index) => {
    const at = [...path, 'screens', index];
    const reach = lockReach(lock, screens, check.lookups, record);
    if (typeof reach === 'string') {
      check.add([...at, 'screen'], 'AULA-E604', reach);
      return;
    }
    const stored = screens.find((candidate) => candidate.screen === lock.screen)?.fields ?? [];
    (lock.fields ?? []).forEach((key, fieldIndex) => {
      if (!stored.some((field) => field.key === key && field.kind !== 'repeat')) {
        check.add([...at, 'fields', fieldIndex], 'AULA-E604', `'${key}' is not a field of '${lock.screen}' kept in ${reach.table} (a repeat field's parts are a table of their own): lock one of ${stored.filter((field) => field.kind !== 'repeat').map((field) => field.key).join(', ')}`);
      }
    });
  });
}
