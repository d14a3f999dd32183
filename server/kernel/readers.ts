// The shape of a reader of a screen whose rows the server assembles (screen key reader; names and traits in
// contract/catalogue.ts), and of a grid's axis.
import type { Row } from '../db/database';
import type { SessionUser } from '../core/user';
import type { AppContext } from './context';
import type { ServerScreen } from '../../contract/model';
import type { ListQuery, ListSource } from './list-query';
import type { Paged } from '../../contract/dsl';

/** A screen whose rows the server assembles: where they come from and how they are answered. */
export interface ScreenReader {
  /** the rows, as a source a list is paged, sorted and filtered over */
  rows(ctx: AppContext, user: SessionUser): ListSource;
  /** what opening one row of it does (reading a message), answering the row as it is afterwards */
  opened?: (ctx: AppContext, row: Row) => Promise<Row>;
  /** one row as the screen's adapter expects it */
  shapeRow?: (row: Row) => Row;
  /** the whole answer (its catalogue entry says whole); without it, the page under the screen's responseKey */
  whole?: (
    ctx: AppContext, resource: ServerScreen, source: ListSource, query: ListQuery, page: () => Promise<Paged<Row>>,
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
  /** the column a sheet opens on where it shows one column at a time (a phone): today's lecture, or the last before it */
  current?: boolean;
}

/** Lists a grid's rows or columns for one value of its scope. */
export type AxisReader = (ctx: AppContext, scope: number) => Promise<AxisItem[]>;

/** A band of a grading scale: the grade a total earns from `from` up to the next band's. */
export interface ScaleBand {
  grade: string;
  from: number;
  passes: boolean;
}

/**
 * A grading scale as a sheet grades its totals: the bands, highest first, and the credits the scope's grades count
 * towards a record (a course's ECTS; 0 for one outside the curriculum, whose approval changes no GPA).
 */
export interface GradeScale {
  bands: ScaleBand[];
  credits: number;
}

/** Reads a grading scale for one value of a grid's scope (grid's grade). */
export type ScaleReader = (ctx: AppContext, scope: number) => Promise<GradeScale>;
