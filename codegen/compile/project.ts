// The project as the emitters read it: every screen's model, the registry, the lookup lists, the menus and the words,
// and what the database keeps beyond the screens' models (the lists a screen is opened with most, the tables a
// workflow's locks reach, the fields renamed), with where each screen's YAML says it, for the migration's problems.
// Derived once here from the loaded definitions; no emitter or writer reads the YAML.
import type { Registry, ScreenModel } from '../../contract/model';
import type { Position, YamlPath } from '../core/problems';
import type { Definitions, LookupSource } from '../load/sources';
import { compileRegistry, compileScreens } from '.';
import { workflowLocks, type LockModel } from './derive';
import type { FieldDefinitions } from './form';

/** A list a screen is opened with most (screen key commonLists): the columns its filters read, then its sort's key. */
export interface CommonListModel {
  columns: readonly string[];
  sort: string;
}

/** A field that keeps the values of a column it was (renamedFrom). */
export interface RenameModel {
  screen: string;
  table: string;
  field: string;
  from: string;
  /** the field's index in the screen's fields */
  index: number;
}

/** What the database keeps that the screens' models do not carry, and where the YAML says each screen's keys. */
export interface StorageModel {
  /** by screen name */
  commonLists: Readonly<Record<string, readonly CommonListModel[]>>;
  /** in the order of the screens declaring the workflows; none for a workflow none of whose states locks */
  locks: readonly LockModel[];
  renames: readonly RenameModel[];
  /** the file and place of a key of a screen's YAML */
  at(screen: string, path: YamlPath): Position & { file: string };
}

export interface ProjectModel {
  screens: readonly ScreenModel[];
  registry: Registry;
  lookups: Readonly<Record<string, LookupSource>>;
  sidebar: Definitions['sidebar']['value'];
  locales: Definitions['locales'];
  storage: StorageModel;
}

function storageModel(definitions: Definitions): StorageModel {
  const screens = definitions.screens.map(({ value }) => value);
  const { lookups } = definitions.lookups.value;
  const commonLists = Object.fromEntries(screens.flatMap((screen) => (screen.commonLists ? [[screen.screen, screen.commonLists.map((common) => ({
    columns: common.filters.map((key) => screen.filters?.find((filter) => filter.key === key)?.column ?? key),
    sort: common.sort.replace(/^-/, ''),
  }))]] : [])));
  // a lock is a trigger where some state locks, on the tables the screens keep
  const locks = screens.filter((screen) => screen.table).flatMap((screen) => workflowLocks(screen, screens, lookups))
    .filter((lock) => lock.record.locking.length > 0);
  const renames = screens.flatMap((screen) => (screen.fields ?? []).flatMap((field, index): RenameModel[] => (
    screen.table && field.renamedFrom ? [{ screen: screen.screen, table: screen.table, field: field.key, from: field.renamedFrom, index }] : []
  )));
  const located = new Map(definitions.screens.map((source) => [source.value.screen, source]));
  return {
    commonLists, locks, renames,
    at(screen, path) {
      const source = located.get(screen)!;
      return { file: source.file, ...source.locate(path) };
    },
  };
}

/** The loaded and checked definitions as the one model every emitter reads. */
export function compileProjectModel(definitions: Definitions, fieldDefinitions: FieldDefinitions): ProjectModel {
  const screens = compileScreens(definitions, fieldDefinitions);
  return {
    screens,
    registry: compileRegistry(definitions, screens),
    lookups: definitions.lookups.value.lookups,
    sidebar: definitions.sidebar.value,
    locales: definitions.locales,
    storage: storageModel(definitions),
  };
}
