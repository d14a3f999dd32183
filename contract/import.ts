// What the browser, the server and the codegen share of an import (a screen's rows from a spreadsheet): which fields
// a file fills and which may name a row's record, the request's parts and the answer's shape.
import type { FieldModel } from './model';

/** How many rows of a file an import checks and writes in one transaction (a batch: one commit, one progress step). */
export const IMPORT_BATCH_ROWS = 500;

/** The largest file an import takes, in megabytes: a spreadsheet of some 100,000 students is about 10. */
export const IMPORT_LIMIT_MB = 50;

/**
 * What a spreadsheet may unpack to, in megabytes: the XML of 100,000 students' rows is some 80. An XLSX file is a zip,
 * and a small one may unpack to gigabytes (a zip bomb); past this it is refused before a row is read.
 */
export const IMPORT_INFLATED_LIMIT_MB = 200;

/** The most rows a file may hold (a university's every student and applicant many times over). */
export const IMPORT_MAX_ROWS = 200_000;

/** The most cells a file's rows may hold together (its rows × its columns, as far as each row goes). */
export const IMPORT_MAX_CELLS = 5_000_000;

/** The extensions of the files an import reads. */
export const IMPORT_EXTENSIONS = ['xlsx', 'csv'] as const;
export type ImportExtension = typeof IMPORT_EXTENSIONS[number];

/** What a row with an identity value a record holds does: updates that record, or is skipped. */
export const EXISTING_ROWS = ['update', 'skip'] as const;
export type ExistingRows = typeof EXISTING_ROWS[number];

/** The reasons of a row refused as a whole, not under one of its fields. */
export const WHOLE_ROW = '*';

/** The fields an import fills: those a form fills, less files and parts. */
export function importableFields<F extends Pick<FieldModel, 'computed' | 'stamp' | 'kind'>>(fields: readonly F[]): F[] {
  return fields.filter((field) => !field.computed && !field.stamp && field.kind !== 'file' && field.kind !== 'repeat');
}

/** The fields that may name a row's record: the screen's unique ones. */
export function identityFields<F extends Pick<FieldModel, 'computed' | 'stamp' | 'kind' | 'unique'>>(fields: readonly F[]): F[] {
  return importableFields(fields).filter((field) => field.unique);
}

/** A column of the file and the field it fills (null: not imported). */
export interface ImportColumn { header: string; field: string | null }

/** A row refused, by its number in the file, with its reasons by field (WHOLE_ROW for the row as a whole). */
export interface RefusedRow { row: number; errors: Record<string, string[]> }

/**
 * A record a row of the file updates: the row's number, the record's id and its name (the screen's recordTitle) as the
 * record has it, and, where the file names it otherwise (a personal number under another person's name), as the file does.
 */
export interface UpdatedRow { row: number; id: number; record: string; named?: string }

/** How many updated records an outcome lists, the rows naming their record otherwise first. */
export const LISTED_UPDATES = 200;

/** What an import does, or what its dry run says it would do. */
export interface ImportOutcome {
  columns: ImportColumn[];
  create: number;
  update: number;
  skip: number;
  refused: RefusedRow[];
  /** the records updated, at most LISTED_UPDATES */
  updated: UpdatedRow[];
  /** how many rows update a record the file names otherwise */
  misnamed: number;
}
