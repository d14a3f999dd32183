// The shape of a reader for a screen without a table of its own.
import type { Row } from '../db/database';
import type { SessionUser } from '../auth/sessions';
import type { AppContext } from '../context';
import type { ResourceDefinition } from '../registry';
import type { ListQuery, ListSource } from '../resources/list-query';
import type { Paged } from '../../contract/dsl';

/** A screen whose rows the server assembles: where they come from and how they are answered. */
export interface IrregularRead {
  /** the column saying whose a row is, when rows are a user's own (a mailbox): the screen must scope by it */
  owner?: string;
  source(ctx: AppContext, user: SessionUser): ListSource;
  /** what opening one row of it does (reading a message), answering the row as it is afterwards */
  opened?: (ctx: AppContext, row: Row) => Promise<Row>;
  /** one row as the screen's adapter expects it */
  shapeRow?: (row: Row) => Row;
  /** the whole response; without it, the page under the screen's responseKey */
  respond?: (
    ctx: AppContext, resource: ResourceDefinition, source: ListSource, query: ListQuery, page: () => Promise<Paged<Row>>,
  ) => Promise<Record<string, unknown>>;
}

/** One row or column of a grid (a course's student, an assessment component), in both languages. */
export interface AxisItem {
  id: number;
  label_ka: string;
  label_en: string;
  /** a column's weight in a row's total */
  weight?: number;
  /** a row's second line (a student's personal number) */
  detail?: string;
}

/** Lists a grid's rows or columns for one value of its scope. */
export type AxisReader = (ctx: AppContext, scope: number) => Promise<AxisItem[]>;
