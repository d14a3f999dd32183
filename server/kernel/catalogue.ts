// What the domains implement of the catalogue (contract/catalogue.ts lists its names): the readers of screens, axes
// and scales, the operations of actions and public forms, and the move of a workflow's record. The server hands it to
// the capabilities in the context (AppContext.domains), so that no capability imports a domain.
import type { FastifyBaseLogger } from 'fastify';
import type { AxisName, OperationName, PublicOperationName, ReaderName, ScaleName } from '../../contract/catalogue';
import type { ServerScreen, WorkflowModel, WorkflowView } from '../../contract/model';
import type { SessionUser } from '../core/user';
import type { AppContext } from './context';
import type { Operation, PublicOperation } from './operations';
import type { AxisReader, ScaleReader, ScreenReader } from './readers';
import type { TransitionAsked } from './workflow';

export interface DomainCatalogue {
  readers: Readonly<Record<ReaderName, ScreenReader>>;
  axisReaders: Readonly<Record<AxisName, AxisReader>>;
  scaleReaders: Readonly<Record<ScaleName, ScaleReader>>;
  operations: Readonly<Record<OperationName, Operation>>;
  publicOperations: Readonly<Record<PublicOperationName, PublicOperation>>;
  /** moves the record `id` of a workflow by the transition asked, telling whom the transition names */
  moveRecord(
    ctx: AppContext, keeper: Pick<ServerScreen, 'constraints' | 'fields'>, workflow: WorkflowModel, writes: readonly string[], id: number,
    user: SessionUser, asked: TransitionAsked, log: FastifyBaseLogger,
  ): Promise<WorkflowView>;
}

/** The reader a screen names, if any. */
export function readerOf(catalogue: Pick<DomainCatalogue, 'readers'>, screen: { reader?: string }): ScreenReader | undefined {
  return screen.reader === undefined ? undefined : catalogue.readers[screen.reader as ReaderName];
}
