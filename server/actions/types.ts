// The shape of a named server action, which a screen's `actions:` run (POST <endpoint>/actions/<id>).
import type { Row } from '../db/database';
import type { SessionUser } from '../auth/sessions';
import type { AppContext } from '../context';
import type { Translator } from '../i18n';
import type { ResourceDefinition } from '../registry';
import type { Report } from '../../contract/report';

export type { Report, ReportSection } from '../../contract/report';

export interface ActionCall {
  ctx: AppContext;
  user: SessionUser;
  t: Translator;
  resource: ResourceDefinition;
  /** the rows acted on (an action on a row or a selection) as the screen's list reads them: the user's own */
  rows: readonly Row[];
  /** an action with a form: its values, checked as a write is, its files stored */
  values: Readonly<Record<string, unknown>>;
}

export interface ActionAnswer {
  /** how many rows (or records) it did */
  done: number;
  /** what it did, in the user's language */
  message: string;
  /** a file to save instead (a document's PDF) */
  file?: { content: Buffer; name: string; type: string };
  /** a report to show (a survey's results), for an action declared with `report` */
  report?: Report;
}

export type ServerAction = (call: ActionCall) => Promise<ActionAnswer>;
