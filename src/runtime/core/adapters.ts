// Row adapters for list responses that are not a plain paged list (DESIGN.md "One source of truth").
// A screen names one with `adapter:`; the codegen checks the name against this object's keys.
import type { Paged } from '../../../contract/dsl';

type Row = Record<string, unknown>;

function isPlainObject(value: unknown): value is Row {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

function isPaged(value: unknown): value is Paged<unknown> {
  return isPlainObject(value) && Array.isArray(value.data) && 'current_page' in value;
}

/** The paged list in a response: the response itself, or the first value of it that is one. */
export function findPaged(response: unknown): Paged<unknown> {
  if (isPaged(response)) return response;
  if (isPlainObject(response)) {
    const nested = Object.values(response).find(isPaged);
    if (nested) return nested;
  }
  throw new Error('The response holds no paged list.');
}

function mapRows(response: unknown, mapRow: (row: Row) => Row): Paged<Row> {
  const page = findPaged(response);
  return { ...page, data: page.data.filter(isPlainObject).map(mapRow) };
}

/** Nested plain objects merged into one flat row; a key nearer the row's top wins. */
function flatten(row: Row): Row {
  const own: Row = {};
  const nested: Row[] = [];
  for (const [key, value] of Object.entries(row)) {
    if (isPlainObject(value)) nested.push(flatten(value));
    else own[key] = value;
  }
  return Object.assign({}, ...nested, own) as Row;
}

/** What an adapter knows of the request besides the response: the sort in force (`key` or `-key`). */
export interface AdapterContext {
  sort?: string;
}

/** Orders rows by a sort key as the server orders a list: `key` ascending, `-key` descending, empty last. */
function bySort(sort: string): (a: Row, b: Row) => number {
  const descending = sort.startsWith('-');
  const key = descending ? sort.slice(1) : sort;
  return (a, b) => {
    const left = a[key];
    const right = b[key];
    const missing = (value: unknown) => value === null || value === undefined || value === '';
    if (missing(left) || missing(right)) return Number(missing(left)) - Number(missing(right));
    const order = typeof left === 'number' && typeof right === 'number' ? left - right : String(left).localeCompare(String(right));
    return descending ? -order : order;
  };
}

export const listAdapters = {
  /** Applicant registers: each row's embedded register_form_info merged into the row. */
  applicantRows(response: unknown, _context?: AdapterContext): Paged<Row> {
    return mapRows(response, ({ register_form_info: info, ...row }) => ({
      ...(isPlainObject(info) ? info : {}),
      ...row,
    }));
  },

  /** HR related-models: nested info objects flattened into one row; the row's own keys win. */
  hrRows(response: unknown, _context?: AdapterContext): Paged<Row> {
    return mapRows(response, flatten);
  },

  /** Calendar: events and lectures in one list, each marked with its kind, in the sort in force (start first), one page. */
  calendarRows(response: unknown, { sort = 'start_at' }: AdapterContext = {}): Paged<Row> {
    const source = isPlainObject(response) ? response : {};
    const rowsOf = (value: unknown, kind: string): Row[] =>
      (Array.isArray(value) ? value : []).filter(isPlainObject).map((row) => ({ ...row, kind }));
    const data = [...rowsOf(source.events, 'event'), ...rowsOf(source.lectures, 'lecture')].sort(bySort(sort));
    return { current_page: 1, last_page: 1, total: data.length, per_page: Math.max(data.length, 1), data };
  },
};

export type AdapterName = keyof typeof listAdapters;

/** Adapters that shape each row on its own; the detail view shapes the row it reads with the screen's. */
const rowAdapters: Partial<Record<AdapterName, (row: Row) => Row>> = {
  hrRows: flatten,
};

/** One row read from endpoint/:id, shaped as the screen's list shapes its rows. */
export function adaptRow(adapter: string | undefined, row: Row): Row {
  const shape = adapter !== undefined && isAdapterName(adapter) ? rowAdapters[adapter] : undefined;
  return shape ? shape(row) : row;
}

export function isAdapterName(name: string): name is AdapterName {
  return Object.hasOwn(listAdapters, name);
}
