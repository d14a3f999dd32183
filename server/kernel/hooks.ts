// How a domain's rules reach the generic read and write paths: by named hooks, which the kernel runs in one order.
// The kernel names no table; a domain module (server/domains) says what it adds for its own tables and screens, and
// a screen names the hooks that act on its table (screen key hooks, contract/catalogue.ts hookCatalogue): a hook runs
// for the tables of the screens naming it (a screen's table, and its workflow's when its rows' records move), and a
// hook of every table for every table, so a table's writes run the hooks its screens name, whatever writes them.
//
// A write (create, update, restore, a row operation) runs, inside one transaction:
//   1. openWrite    — first, before the row is read (the access lock)
//   2. (the kernel: the row read and locked, the body checked against the schema, references and uniqueness)
//   3. beforeWrite  — the values about to be written and the row before them (who may grant what)
//   4. (the kernel: the row, its parts and computed fields written, the change in the history)
//   5. closeWrite   — last, before the commit (someone can still manage roles)
// and after the commit:
//   6. afterWrite   — for each table written (sessions re-read when a table decides access)
// A deletion runs 1, beforeDelete (instead of 3), 5 and 6. A list reads what extraColumns and references add.
// A workflow's move (kernel/workflow.ts) runs afterTransition in its transaction, once the state is written and the
// move kept in the history (an approved grade sheet's results taken into the academic record).
// A person's data (kernel/person.ts) is given back with what personData adds, and erased with erasePerson, in the
// erasure's transaction between openWrite and closeWrite.
import { actsOnEveryTable, hookCatalogue, type HookName } from '../../contract/catalogue';
import type { Registry, ServerScreen, WorkflowModel } from '../../contract/model';
import type { Queryable, Row } from '../db/database';
import type { SessionUser } from '../core/user';
import type { SourceColumn } from './tables';
import type { Reference } from './references';

/** A write as a hook sees it. */
export interface WriteEvent {
  tx: Queryable;
  actor: SessionUser;
  /** the screen written through, or only its fields (an operation writing another table's rows) */
  screen: Pick<ServerScreen, 'fields'>;
  table: string;
  /** the row written; absent for a new row */
  id?: number;
  /** the row before the write; absent for a new one */
  before?: Row;
  /** the values the write sets (only those it changes) */
  values: Row;
}

/** A deletion as a hook sees it. */
export interface DeleteEvent {
  tx: Queryable;
  actor: SessionUser;
  screen: Pick<ServerScreen, 'fields'>;
  table: string;
  row: Row;
}

/** A workflow's move as a hook sees it: the record moved and the states it left and entered. */
export interface TransitionEvent {
  tx: Queryable;
  actor: SessionUser;
  workflow: WorkflowModel;
  id: number;
  from: string;
  to: string;
  /** work to do once the move has committed (a mail that tells of it), not before: a refused move sends nothing */
  afterCommit(work: () => Promise<void>): void;
}

/** A person (screen key person) as a hook sees them: given back or erased (kernel/person.ts). */
export interface PersonEvent {
  tx: Queryable;
  table: string;
  id: number;
  /** the accounts' column that names the person's record, if they may have an account */
  account?: string;
  /** every value an identifying field of theirs has had, as text (their names, numbers and addresses) */
  values: readonly string[];
}

/** What a domain erased of a person: the tables it wrote and the stored files to remove once committed. */
export interface Erased {
  tables: readonly string[];
  files: readonly string[];
}

export interface DomainHooks {
  /** columns a screen's list and record offer beyond its table's fields (a role's count of accounts) */
  extraColumns?(screen: ServerScreen, table: string): Readonly<Record<string, SourceColumn>> | undefined;
  /** columns of tables no screen declares that name rows of `table` (an account's staff record) */
  references?(table: string): readonly Reference[];
  openWrite?(tx: Queryable, table: string): Promise<void>;
  beforeWrite?(event: WriteEvent): Promise<void>;
  beforeDelete?(event: DeleteEvent): Promise<void>;
  closeWrite?(tx: Queryable, table: string): Promise<void>;
  afterWrite?(table: string): Promise<void>;
  /** answers the tables it wrote, whose cached counts then go */
  afterTransition?(event: TransitionEvent): Promise<readonly string[]>;
  /** what the domain's own tables hold about a person, each under the name the export gives it */
  personData?(event: PersonEvent): Promise<Readonly<Record<string, unknown>>>;
  /** the person erased from the domain's own tables, what the law keeps kept */
  erasePerson?(event: PersonEvent): Promise<Erased>;
}

/** The domains' hooks, those of a table run one after the other in the order of the catalogue. */
export class Hooks {
  private readonly named = new Map<string, Set<string>>();
  private readonly ofTable = new Map<string, DomainHooks[]>();

  constructor(private readonly domains: Readonly<Partial<Record<HookName, DomainHooks>>>, registry: Pick<Registry, 'screens'>) {
    for (const screen of Object.values(registry.screens)) {
      for (const table of new Set([screen.table, screen.workflow?.table])) {
        if (table === undefined) continue;
        const names = this.named.get(table) ?? new Set<string>();
        for (const hook of screen.hooks ?? []) names.add(hook);
        this.named.set(table, names);
      }
    }
  }

  /** The hooks that act on a table: every table's, and those its screens name. */
  private of(table: string): DomainHooks[] {
    let hooks = this.ofTable.get(table);
    if (!hooks) {
      const named = this.named.get(table);
      hooks = (Object.keys(hookCatalogue) as HookName[])
        .filter((name) => actsOnEveryTable(name) || named?.has(name))
        .flatMap((name) => this.domains[name] ?? []);
      this.ofTable.set(table, hooks);
    }
    return hooks;
  }

  extraColumns(screen: ServerScreen, table: string): Record<string, SourceColumn> {
    return Object.assign({}, ...this.of(table).map((domain) => domain.extraColumns?.(screen, table) ?? {}));
  }

  references(table: string): Reference[] {
    return this.of(table).flatMap((domain) => domain.references?.(table) ?? []);
  }

  async openWrite(tx: Queryable, table: string): Promise<void> {
    for (const domain of this.of(table)) await domain.openWrite?.(tx, table);
  }

  async beforeWrite(event: WriteEvent): Promise<void> {
    for (const domain of this.of(event.table)) await domain.beforeWrite?.(event);
  }

  async beforeDelete(event: DeleteEvent): Promise<void> {
    for (const domain of this.of(event.table)) await domain.beforeDelete?.(event);
  }

  async closeWrite(tx: Queryable, table: string): Promise<void> {
    for (const domain of this.of(table)) await domain.closeWrite?.(tx, table);
  }

  async afterWrite(table: string): Promise<void> {
    for (const domain of this.of(table)) await domain.afterWrite?.(table);
  }

  async afterTransition(event: TransitionEvent): Promise<string[]> {
    const written: string[] = [];
    for (const domain of this.of(event.workflow.table)) written.push(...(await domain.afterTransition?.(event) ?? []));
    return written;
  }

  async personData(event: PersonEvent): Promise<Record<string, unknown>> {
    const data: Record<string, unknown> = {};
    for (const domain of this.of(event.table)) Object.assign(data, await domain.personData?.(event));
    return data;
  }

  async erasePerson(event: PersonEvent): Promise<{ tables: string[]; files: string[] }> {
    const erased = { tables: [] as string[], files: [] as string[] };
    for (const domain of this.of(event.table)) {
      const done = await domain.erasePerson?.(event);
      erased.tables.push(...done?.tables ?? []);
      erased.files.push(...done?.files ?? []);
    }
    return erased;
  }

  /** A write's work between openWrite and closeWrite, in the transaction given. */
  async inWrite<T>(tx: Queryable, table: string, work: () => Promise<T>): Promise<T> {
    await this.openWrite(tx, table);
    const result = await work();
    await this.closeWrite(tx, table);
    return result;
  }
}
