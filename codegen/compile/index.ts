// The compile stage: each checked YAML file becomes one typed ScreenModel (contract/model.ts), with its defaults,
// its routes, its form's schema and the fixed option lists it names; the registry gathers them with the lookup lists
// and the permissions. Every emitter reads these, never the YAML.
import type { LookupDefinition } from '../../contract/dsl';
import type { RowCondition, Workflow } from '../../contract/generated/dsl';
import { AREA_RECORD_TABLE } from '../../contract/constants';
import type { ActionModel, CalendarModel, ColumnModel, ConstraintModel, EnrolModel, FieldModel, FilterModel, PlacesLeftModel, Registry, RowConditionModel, ScreenModel, ServerScreen, SummaryModel, WorkflowModel } from '../../contract/model';
import { LEFT_OUT_OF_REGISTRY } from '../../contract/model';
import { screenRoutes } from '../../contract/routes';
import { identityFields, importableFields } from '../../contract/import';
import { narrowingList, type Definitions, type FieldSource, type LookupSource, type ScreenSource } from '../load/sources';
import { formSchema, type FieldDefinitions } from './form';
import { capacityOver, constraintIndex, holdsReach, lockIndex, lookupTable, namedPermissions, workflowLocks, workflowTable, type Project } from './derive';
import { notifyModels } from './notify';
import { ruleCatalogue, type RuleName } from '../../server/domains/rules';

/** A constraint's rule with the field its refusal shows under: its part, else the rule's own field. */
function requiring({ requires }: NonNullable<ScreenSource['constraints']>[number]): ConstraintModel['requires'] {
  return requires && { ...requires, field: requires.part ?? ruleCatalogue[requires.rule as RuleName].field };
}

/** A field as the model has it: required said, what only the migrations read (renamedFrom) left out. */
function fieldModel(source: FieldSource): FieldModel {
  const { renamedFrom: _renamedFrom, fields, required, ...field } = source;
  return { ...field, required: required ?? false, ...(fields ? { fields: fields.map(fieldModel) } : {}) };
}

/**
 * The fixed option lists (a lookup with options) the screen's columns, filters and fields name: a screen carries
 * its own, so no route carries every list. A table-backed list is read from the API and needs nothing here.
 */
function fixedLookups(screen: ScreenSource, lookups: Record<string, LookupSource>): ScreenModel['fixedLookups'] {
  const fields = [...(screen.fields ?? []), ...(screen.actions ?? []).flatMap((action) => action.fields ?? [])];
  const items = [...(screen.columns ?? []), ...(screen.filters ?? []), ...fields, ...fields.flatMap((field) => field.fields ?? [])];
  const names = new Set(items.flatMap((item) => (item.lookup ? [item.lookup] : [])));
  const fixed = [...names].sort().flatMap((name) => (lookups[name]?.options ? [[name, lookups[name].options!] as const] : []));
  return fixed.length > 0 ? Object.fromEntries(fixed) : undefined;
}

/** What the server needs to enrol a row: the target and the mapping. */
function enrolment(screen: ScreenSource): EnrolModel | undefined {
  if (!screen.enrol) return undefined;
  return {
    into: screen.enrol.into,
    fields: screen.enrol.fields,
    values: screen.enrol.values ?? {},
    ...(screen.enrol.state ? { state: screen.enrol.state } : {}),
  };
}

/**
 * The action a screen's bulkEdit becomes: on a selection, its form the fields named, none required, run by editRows. A
 * field narrowed by another the form lacks (a programme's groups, without the programme) offers every option: each
 * row is checked against its own value of that one, and a row it does not fit is refused, saying so.
 */
function bulkEditActions(screen: ScreenSource): NonNullable<ScreenSource['actions']> {
  if (!screen.bulkEdit) return [];
  const named = new Set(screen.bulkEdit);
  const fields = screen.bulkEdit.flatMap((key) => (screen.fields ?? []).filter((field) => field.key === key))
    .map(({ dependsOn, ...field }) => ({ ...field, required: false, ...(dependsOn !== undefined && named.has(dependsOn) ? { dependsOn } : {}) }));
  const [first, ...rest] = fields;
  return first ? [{ id: 'bulkEdit', label: 'bulk.edit', on: 'selection', run: 'editRows', icon: 'edit', submit: 'bulk.editSubmit', fields: [first, ...rest] }] : [];
}

function actionModel(screen: ScreenSource, action: NonNullable<ScreenSource['actions']>[number], fieldDefinitions: FieldDefinitions, project: Project): ActionModel {
  const fields = action.fields?.map(fieldModel);
  const notify = notifyModels(screen, action.notify, 'action', project, action.on !== 'screen');
  return {
    ...action,
    form: action.form ?? false,
    ...(fields ? { fields, schema: formSchema(`${screen.screen}-${action.id}`, fields, fieldDefinitions, project.lookups) } : {}),
    ...(notify ? { notify } : {}),
  } as ActionModel;
}

/**
 * A workflow with the tables that hold its state and, if it publishes rows early, the records that publish them; and
 * the triggers keeping what its locked states lock, by which a refusal names its lock.
 */
function workflowModel(screen: ScreenSource, { publish, locks, ...declared }: Workflow, project: Project): WorkflowModel {
  const { lookups, screens } = project;
  const table = workflowTable(screen, lookups)!;
  const triggers = workflowLocks(screen, screens, lookups).map((lock) => lockIndex(lock.table, lock.record.field));
  return {
    ...declared,
    transitions: declared.transitions.map(({ notify, ...transition }) => {
      const told = notifyModels(screen, notify, 'workflow', project);
      return told ? { ...transition, notify: told } : transition;
    }) as WorkflowModel['transitions'],
    table,
    ...(publish ? { publish: { ...publish, table: lookupTable(screen, publish.by, lookups)! } } : {}),
    ...(locks ? { locks: { message: locks.message, triggers } } : {}),
  };
}

/** A calendar's keys, its moves with the endpoint and permission of the screen whose records they write. */
function calendarModel(calendar: NonNullable<ScreenSource['calendar']>, screens: readonly ScreenSource[]): CalendarModel {
  const { moves, ...keys } = calendar;
  const target = moves && screens.find((candidate) => candidate.screen === moves.screen);
  return moves && target ? { ...keys, moves: { ...moves, endpoint: target.endpoint, permission: target.permission } } : keys;
}

/**
 * A condition as the server keeps it: a holds through a lookup field of the person's record (program_id.academic_degree_id)
 * says the table that field names, which the list's condition reads.
 */
function rowConditionModel(condition: RowCondition, screen: ScreenSource, { screens, lookups }: { screens: readonly ScreenSource[]; lookups: Record<string, LookupSource> }): RowConditionModel {
  const reach = condition.holds === undefined ? undefined : holdsReach(condition.holds, screen.area === 'lecturer' ? 'lecturer' : 'student', screens, lookups);
  return reach?.target === undefined ? condition : { ...condition, holds: reach.own, through: { table: reach.target, column: reach.further } };
}

/** The fields of the person's record a screen of an area shows above its list, as the admin screen over that record's table has them. */
function summaryModel(screen: ScreenSource, screens: readonly ScreenSource[]): SummaryModel | undefined {
  if (!screen.summary || (screen.area !== 'student' && screen.area !== 'lecturer')) return undefined;
  const table = AREA_RECORD_TABLE[screen.area];
  const record = screens.find((candidate) => candidate.table === table && candidate.area === undefined)?.fields ?? [];
  const fields = screen.summary.flatMap((key) => record.filter((field) => field.key === key))
    .map(({ key, label, kind, lookup }) => ({ key, label, kind, ...(lookup ? { lookup } : {}) }));
  return { table, fields };
}

/** The capacity the screen named keeps over this screen's records, as a places-left column reads it. */
function placesLeftModel(screen: ScreenSource, name: string, { screens, lookups }: Project): PlacesLeftModel | undefined {
  const keeper = screens.find((candidate) => candidate.screen === name);
  const capacity = keeper && screen.table ? capacityOver(keeper, screen.table, lookups) : undefined;
  return keeper?.table && capacity ? { table: keeper.table, of: capacity.of, limit: capacity.limit, counting: capacity.counting } : undefined;
}

export function compileScreen(screen: ScreenSource, screens: readonly ScreenSource[], fieldDefinitions: FieldDefinitions, lookups: Record<string, LookupSource>): ScreenModel {
  const fields = (screen.fields ?? []).map(fieldModel);
  const columns = (screen.columns ?? []).map(({ placesLeft, ...column }): ColumnModel => {
    const left = placesLeft === undefined ? undefined : placesLeftModel(screen, placesLeft, { screens, lookups });
    return { ...column, label: column.label!, kind: column.kind ?? 'text', ...(left ? { placesLeft: left } : {}) };
  });
  const filters = (screen.filters ?? []).map((filter): FilterModel => ({ ...filter, label: filter.label!, kind: filter.kind!, column: filter.column! }));
  const view = screen.view ?? 'list';
  const readOnly = screen.readOnly ?? false;
  const project = { screens, lookups };
  const actions = [...(screen.actions ?? []), ...bulkEditActions(screen)].map((action) => actionModel(screen, action, fieldDefinitions, project));
  const scope = screen.scope === undefined ? undefined : { column: screen.scope, to: screen.scopeTo ?? 'user' };
  const workflow = screen.workflow && workflowModel(screen, screen.workflow, project);
  const calendar = screen.calendar && calendarModel(screen.calendar, screens);
  const routed = { view, area: screen.area, table: screen.table, reader: screen.reader, readOnly, workflow, export: screen.export ?? view === 'list', scope, grid: screen.grid, actions, fields, detail: screen.detail, calendar };
  const routes = screenRoutes(routed);
  const model: ScreenModel = {
    name: screen.screen,
    title: screen.title,
    addTitle: screen.addTitle,
    intro: screen.intro,
    permission: screen.permission,
    area: screen.area,
    path: screen.path,
    endpoint: screen.endpoint,
    responseKey: screen.responseKey,
    adapter: screen.adapter,
    view,
    routes,
    imports: routes.includes('import')
      ? {
        fields: importableFields(fields).map((field) => field.key),
        keys: screen.grid ? [] : identityFields(fields).map((field) => field.key),
        ...(screen.grid ? { cell: [screen.grid.scope, screen.grid.rows.field, screen.grid.columns.field] } : {}),
        ...(workflow?.of ? { states: [...new Set(workflow.transitions.map((transition) => transition.to))] } : {}),
      }
      : undefined,
    table: screen.table,
    partition: screen.partition === undefined ? undefined : { column: screen.partition },
    extras: screen.extras,
    reader: screen.reader,
    hooks: screen.hooks,
    withLookups: screen.withLookups,
    readOnly,
    filter: screen.filter ?? true,
    export: routed.export,
    deleteReason: screen.deleteReason,
    forwardQuery: screen.forwardQuery ?? false,
    collapseSidebar: screen.collapseSidebar ?? false,
    opensAdd: screen.opensAdd ?? false,
    scope,
    only: screen.only?.map((condition) => rowConditionModel(condition, screen, project)),
    into: screen.into,
    enrol: enrolment(screen),
    person: screen.person,
    find: screen.find,
    constraints: screen.constraints?.map((constraint) => ({ ...constraint, requires: requiring(constraint), index: constraintIndex(screen, constraint) })),
    workflow,
    actions,
    tabs: screen.tabs,
    detail: screen.detail,
    recordTitle: screen.recordTitle,
    card: screen.card,
    poll: screen.poll,
    defaultSort: screen.defaultSort,
    sortable: [...new Set(columns.flatMap((column) => (column.sort ? [column.sort] : [])))],
    home: screen.home,
    calendar,
    tiles: screen.tiles,
    grid: screen.grid,
    sampleRow: screen.sampleRow,
    totals: screen.totals,
    summary: summaryModel(screen, screens),
    opens: screen.opens,
    related: screen.related,
    fixedLookups: fixedLookups(screen, lookups),
    columns,
    filters,
    fields,
    sections: screen.sections,
    schema: formSchema(screen.screen, fields, fieldDefinitions, lookups),
  };
  return model;
}

/** Every screen's model, in the order of their files. */
export function compileScreens(definitions: Definitions, fieldDefinitions: FieldDefinitions): ScreenModel[] {
  const screens = definitions.screens.map(({ value }) => value);
  return screens.map((screen) => compileScreen(screen, screens, fieldDefinitions, definitions.lookups.value.lookups));
}

/** A screen as the server's registry has it: the model less what only the browser reads. */
export function serverScreen(model: ScreenModel): ServerScreen {
  const screen: Record<string, unknown> = { ...model };
  for (const key of LEFT_OUT_OF_REGISTRY) delete screen[key];
  return screen as ServerScreen;
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
      const deciding = narrowingList(screen.fields ?? [], field, lookups);
      if (!deciding || !field.lookup) continue;
      const named = columns.get(field.lookup) ?? new Set<string>();
      for (const option of lookups[deciding].options ?? []) for (const column of Object.keys(option.where ?? {})) named.add(column);
      columns.set(field.lookup, named);
    }
  }
  return new Map([...columns].map(([name, named]) => [name, [...named].sort()]));
}

function lookupDefinitions(definitions: Definitions): Record<string, LookupDefinition> {
  const lookups = definitions.lookups.value.lookups;
  const narrowed = narrowedColumns(definitions.screens.map(({ value }) => value), lookups);
  return Object.fromEntries(Object.entries(lookups).sort(([a], [b]) => a.localeCompare(b)).map(([name, lookup]) => [name, {
    name, ...lookup, labels: shownLabels(lookup, lookups), narrowedBy: narrowed.get(name),
  } as LookupDefinition]));
}

/** What the server runs on, from the models: every screen, the lookup lists and the permissions. */
export function compileRegistry(definitions: Definitions, models: readonly ScreenModel[]): Registry {
  return {
    screens: Object.fromEntries(models.map((model) => [model.name, serverScreen(model)])),
    lookups: lookupDefinitions(definitions),
    permissions: namedPermissions(definitions),
  };
}
