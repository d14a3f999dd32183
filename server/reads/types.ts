// The shape of a reader for a screen without a table of its own.
import type { Row } from '../db/database';
import type { SessionUser } from '../auth/sessions';
import type { AppContext } from '../context';
import type { ResourceDefinition } from '../registry';
import type { ListQuery, ListSource } from '../resources/list-query';
import type { Paged } from '../../contract/dsl';

/** A screen whose rows the server assembles: where they come from and how they are answered. */
export interface IrregularRead {
  source(ctx: AppContext, user: SessionUser): ListSource;
  /** one row as the screen's adapter expects it */
  shapeRow?: (row: Row) => Row;
  /** the whole response; without it, the page under the screen's responseKey */
  respond?: (
    ctx: AppContext, resource: ResourceDefinition, source: ListSource, query: ListQuery, page: () => Promise<Paged<Row>>,
  ) => Promise<Record<string, unknown>>;
}
