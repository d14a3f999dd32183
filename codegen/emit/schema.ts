// The database the screens ask for, emitted from the project's model: every table a screen or lookup list names, its
// columns with their SQL types, and the indexes, constraints and triggers its sorts, filters, searches, unique fields,
// rules and locks need. `npm run gen` compares this with the state the committed migrations leave
// (server/db/migrations/schema.json) and writes a migration for the difference (migrations.ts).
import type { ConstraintModel, FieldModel, ScreenModel } from '../../contract/model';
import { constraintTable, indexName, lockIndex, lookupTable, uniqueColumns } from '../compile/derive';
import type { ProjectModel } from '../compile/project';
import { carriedKeys, exclusionSql, keyOfSeveral } from '../../contract/overlap';
import { ruleCatalogue, type RuleName } from '../../server/domains/rules';
import { limitIndex, partsTable } from '../../contract/model';
import { capacityLimitTrigger, capacityTrigger, lockTrigger, partCarryTrigger, recordCarryTrigger, requiresTrigger } from './triggers';

// Text compares byte-wise ("C") on both engines: PGlite and a PostgreSQL server have different default
// collations, and sorting must not depend on which one answers. Georgian letters are in alphabetical order in
// Unicode, so "C" sorts them correctly.
const TEXT = 'text COLLATE "C"';
export const LIST_TYPE = "integer[] NOT NULL DEFAULT '{}'";

export const sqlTypeOfKind: Readonly<Record<FieldModel['kind'], string>> = {
  text: TEXT, longtext: TEXT, richtext: TEXT, phone: TEXT, email: TEXT, digits: TEXT, personalNumber: TEXT, file: TEXT, color: TEXT, numbering: TEXT,
  date: 'date', datetime: 'timestamptz', time: 'time', money: 'numeric(12,2)', decimal: 'numeric(12,2)',
  integer: 'integer', lookup: 'integer', boolean: 'boolean', lookupMany: LIST_TYPE,
  // the parts live in a child table of their own (partsTable), not in a column of the record
  repeat: '',
};


/** A table as the migrations leave it: columns in order with their SQL types, and indexes by name. */
export interface TableState {
  columns: Record<string, string>;
  /** index name → `[UNIQUE ](expression)` */
  indexes: Record<string, string>;
}

export interface SchemaState {
  tables: Record<string, TableState>;
}

/** Where a column is declared, to say so in a problem: the screen and the field's index in it. */
export interface ColumnSource {
  screen: string;
  index: number;
}


/**
 * The record's fields a screen's noOverlap constraints over its parts compare (carriedKeys): columns of the parts'
 * table, of the record's types, kept equal to the record's by two triggers.
 */
function carryIntoParts(screen: ScreenModel, tables: Record<string, TableState>): void {
  const { fields } = screen;
  for (const part of fields.filter((field) => field.kind === 'repeat')) {
    const partKeys = (part.fields ?? []).map((field) => field.key);
    const rules = (screen.constraints ?? []).flatMap((constraint) => (constraint.noOverlap?.part === part.key ? [constraint.noOverlap] : []));
    const carried = [...new Set(rules.flatMap((rule) => carriedKeys(rule, partKeys)))].filter((key) => fields.some((field) => field.key === key));
    const parts = partsTable(screen.table!, part.key);
    if (carried.length === 0 || !tables[parts]) continue;
    for (const key of carried) tables[parts].columns[key] = sqlTypeOfKind[fields.find((field) => field.key === key)!.kind];
    tables[parts].indexes[indexName(parts, ['from', 'record'], 'trigger')] = partCarryTrigger(screen.table!, carried);
    tables[screen.table!].indexes[indexName(screen.table!, ['to', part.key], 'trigger')] = recordCarryTrigger(parts, carried);
  }
}

/** A column or a searched column's folded text (`lower(name) text_pattern_ops`), as an index reads it. */
const INDEX_TERM = '(?:[a-z_][a-z0-9_]*|lower\\([a-z_][a-z0-9_]*\\) text_pattern_ops)';

/**
 * What an index reads, term by term, when each is a column or a searched column's folded text: `(a, b)`,
 * `UNIQUE (a, b)`, `(lower(a) text_pattern_ops, lower(b) text_pattern_ops)`; none for another expression, a
 * constraint or a trigger.
 */
function plainColumns(definition: string): string[] | undefined {
  return new RegExp(`^(?:UNIQUE )?\\((${INDEX_TERM}(?:, ${INDEX_TERM})*)\\)$`).exec(definition)?.[1].split(', ');
}

/**
 * Drops each plain index whose terms lead another index of the table (a filter's `(group_id)` beside a sort's
 * `(group_id, id)`, a searched column's `(lower(name) …)` beside the search's pair): the longer one reads whatever the
 * shorter would, and every write keeps every index a table has (the students table had five such of its 37). A unique
 * index is kept, as what it keeps is a rule, not a read.
 */
function dropLeadingIndexes(indexes: Record<string, string>): void {
  for (const [name, definition] of Object.entries(indexes)) {
    const columns = plainColumns(definition);
    if (!columns || definition.startsWith('UNIQUE')) continue;
    const led = Object.entries(indexes).some(([other, longer]) => {
      const read = other === name ? undefined : plainColumns(longer);
      return read !== undefined && read.length > columns.length && columns.every((column, at) => read[at] === column);
    });
    if (led) delete indexes[name];
  }
}

/** What keeps a constraint: a unique index, an exclusion constraint or a trigger; none for one the check refuses. */
function constraintDefinition(screen: ScreenModel, constraint: ConstraintModel, project: ProjectModel): string | undefined {
  if (constraint.noOverlap) return exclusionSql(constraint.noOverlap, keyOfSeveral(constraint.noOverlap, screen.fields));
  if (constraint.capacity) {
    const parent = lookupTable(screen, constraint.capacity.of, project.lookups);
    return parent === undefined ? undefined : capacityTrigger(constraint.index, screen.table!, parent, constraint.capacity);
  }
  if (constraint.requires) {
    const rule = ruleCatalogue[constraint.requires.rule as RuleName];
    return rule === undefined ? undefined : requiresTrigger(constraint.index, rule, constraint.requires.unless);
  }
  return `UNIQUE (${uniqueColumns(screen.partition?.column, constraint.unique ?? []).join(', ')})`;
}

/** A searched column's text as a search reads it: folded, compared byte by byte (server/kernel/list-query.ts). */
const folded = (column: string): string => `lower(${column}) text_pattern_ops`;

/** The schema the project's model asks for, and where each table's columns are declared. */
export function desiredSchema(project: ProjectModel): { state: SchemaState; sources: Map<string, ColumnSource> } {
  const tables: Record<string, TableState> = {};
  const sources = new Map<string, ColumnSource>();
  /** every table's fields, whichever of its screens declares them */
  const fieldKeys = new Map<string, Set<string>>();
  const screens = project.screens.filter((screen) => screen.table);
  for (const screen of screens) {
    const name = screen.table!;
    const table = tables[name] ??= {
      columns: { id: 'serial PRIMARY KEY', created_at: 'timestamptz NOT NULL DEFAULT now()', updated_at: 'timestamptz NOT NULL DEFAULT now()' },
      indexes: {},
    };
    // screens sharing the table each keep to their rows by the column holding their name (partition)
    if (screen.partition) table.columns[screen.partition.column] = `${TEXT} NOT NULL DEFAULT ''`;
    if (screen.extras) table.columns[screen.extras] = "jsonb NOT NULL DEFAULT '{}'";
    // the row each row was enrolled as (the enrolRows action: an applicant's student), so none is enrolled twice
    if (screen.enrol) table.columns.enrolled_id = 'integer';
    const keys = fieldKeys.get(name) ?? new Set<string>();
    fieldKeys.set(name, keys);
    screen.fields.forEach((field, index) => {
      if (field.kind === 'repeat') {
        const parts = partsTable(name, field.key);
        tables[parts] ??= {
          columns: {
            id: 'serial PRIMARY KEY', parent_id: `integer NOT NULL REFERENCES ${name}(id) ON DELETE CASCADE`, position: 'integer NOT NULL',
            ...Object.fromEntries((field.fields ?? []).map((part) => [part.key, sqlTypeOfKind[part.kind]])),
          },
          indexes: { [indexName(parts, ['parent_id', 'position'])]: '(parent_id, position)' },
        };
        return;
      }
      keys.add(field.key);
      if (table.columns[field.key] !== undefined) return;
      table.columns[field.key] = sqlTypeOfKind[field.kind];
      sources.set(`${name}.${field.key}`, { screen: screen.name, index });
    });
  }
  for (const screen of screens) {
    const name = screen.table!;
    const table = tables[name];
    const isField = (key: string) => fieldKeys.get(name)?.has(key) ?? false;
    const prefix = screen.partition ? [screen.partition.column] : [];
    const addIndex = (columns: string[], expression = columns.join(', '), unique = false) => {
      table.indexes[indexName(name, columns, unique ? 'key' : 'idx')] = `${unique ? 'UNIQUE ' : ''}(${expression})`;
    };
    for (const column of screen.columns) {
      if (column.sort && (isField(column.sort) || column.sort === 'created_at')) addIndex([...prefix, column.sort, 'id']);
    }
    // a list the screen is opened with most: its filters, then its sort, then id, as the query reads them
    for (const { columns, sort } of project.storage.commonLists[screen.name] ?? []) {
      if (columns.every(isField) && (isField(sort) || sort === 'created_at')) addIndex([...prefix, ...columns, sort, 'id']);
    }
    for (const filter of screen.filters) {
      if (filter.kind === 'search') {
        const searched = filter.searchIn ?? [];
        for (const column of searched.filter(isField)) addIndex([...prefix, 'lower', column], [...prefix, folded(column)].join(', '));
        // the first two columns searched are what is typed together ("name surname", either way round): one index reads
        // a word's start on the first and the other word's on the second at once, where two would each collect every
        // row their word starts (at 100,000 students, "ნინო ბერ" read 2.9 ms so against 0.3 ms); it leads with the
        // first's folded text, so it reads that column's start alone too, and that column's own index goes
        const [first, second] = searched;
        if (second !== undefined && isField(first) && isField(second)) {
          addIndex([...prefix, 'lower', first, 'lower', second], [...prefix, folded(first), folded(second)].join(', '));
        }
        continue;
      }
      const { column } = filter;
      if (isField(column) && table.columns[column] !== LIST_TYPE) addIndex([...prefix, column]);
    }
    // Find anyone reads each searched field's start as a search filter does, by the same indexes (one, where both search it)
    for (const column of screen.find?.in ?? []) {
      if (isField(column)) addIndex([...prefix, 'lower', column], [...prefix, folded(column)].join(', '));
    }
  }
  for (const screen of screens) {
    // a grid keeps one cell per scope, row and column
    const grid = screen.grid;
    if (grid) tables[screen.table!].indexes[indexName(screen.table!, ['grid'], 'key')] = `UNIQUE (${grid.scope}, ${grid.rows.field}, ${grid.columns.field})`;
    const prefix = screen.partition ? [screen.partition.column] : [];
    for (const field of screen.fields) {
      if (field.unique) tables[screen.table!].indexes[indexName(screen.table!, [...prefix, field.key], 'key')] = `UNIQUE (${[...prefix, field.key].join(', ')})`;
      // a stored file is served to those who may read the row holding it, found by the file's name; the index holds
      // only the rows with a file, so a write of a row without one (most rows, for most file fields) keeps no entry
      else if (field.kind === 'file') tables[screen.table!].indexes[indexName(screen.table!, [field.key])] = `(${field.key}) WHERE ${field.key} IS NOT NULL`;
    }
    for (const constraint of screen.constraints ?? []) {
      const definition = constraintDefinition(screen, constraint, project);
      const table = constraintTable(screen, constraint);
      if (definition !== undefined && tables[table]) tables[table].indexes[constraint.index] = definition;
      const parent = constraint.capacity ? lookupTable(screen, constraint.capacity.of, project.lookups) : undefined;
      const limit = limitIndex(constraint.index);
      if (parent !== undefined && tables[parent]) tables[parent].indexes[limit] = capacityLimitTrigger(limit, screen.table!, constraint.capacity!);
    }
    carryIntoParts(screen, tables);
  }
  for (const lookup of Object.values(project.lookups)) {
    if (!lookup.table || lookup.system || tables[lookup.table]) continue;
    const label: Record<string, string> = lookup.label && lookup.label !== 'bilingual'
      ? { [lookup.label]: `${TEXT} NOT NULL` }
      : { name_ka: `${TEXT} NOT NULL`, name_en: `${TEXT} NOT NULL` };
    tables[lookup.table] = { columns: { id: 'serial PRIMARY KEY', ...label, ...(lookup.parent ? { [lookup.parent]: 'integer' } : {}) }, indexes: {} };
  }
  // a workflow's state: in the table of the record that holds it, each record starting in the first state, and
  // indexed, as lists are filtered by it
  for (const screen of screens) {
    const name = screen.workflow?.table;
    if (!screen.workflow || name === undefined || !tables[name]) continue;
    const { field, states } = screen.workflow;
    tables[name].columns[field] = `${TEXT} NOT NULL DEFAULT '${states[0].id}'`;
    tables[name].indexes[indexName(name, [field])] = `(${field})`;
  }
  // what a workflow's locked states (those no one may write: no `edit`) lock, on each locked screen's table; the
  // refusal carries the record's title
  for (const lock of project.storage.locks) {
    if (!tables[lock.record.table] || !tables[lock.table]) continue;
    const name = lockIndex(lock.table, lock.record.field);
    tables[lock.table].indexes[name] = lockTrigger(name, lock);
  }
  for (const table of Object.values(tables)) dropLeadingIndexes(table.indexes);
  const sorted = Object.fromEntries(Object.entries(tables).sort(([a], [b]) => a.localeCompare(b)).map(([name, table]) => [name, {
    columns: table.columns,
    indexes: Object.fromEntries(Object.entries(table.indexes).sort(([a], [b]) => a.localeCompare(b))),
  }]));
  return { state: { tables: sorted }, sources };
}
