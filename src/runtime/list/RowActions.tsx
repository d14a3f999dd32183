// The row's own buttons in a list's actions column: one for each of the screen's row actions that applies to the row
// (its when) and asks nothing first (no form, no confirmation, no file), run at once, and what it answered said in
// the cell beside it rather than in a toast across the page (Register on a course in the registration list). An
// action that asks something stays in the row's detail.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BrowserAction } from '../../../contract/model';
import { api, failureMessage } from '../core/api';
import { actionPath, actionsOn, meetsWhen, rowOutcome, type ActionAnswer } from '../core/actions';
import { Icon } from '../ui/icons';
import type { ScreenDefinition } from '../core/screen';

/** The row actions a list offers in its rows: those that run as they are asked. */
export function listedRowActions(screen: ScreenDefinition): BrowserAction[] {
  return actionsOn(screen, 'row').filter((action) => !action.confirm && !action.download && !action.questionnaire && !screen.actionForms?.[action.id]);
}

interface RowActionsProps {
  screen: ScreenDefinition;
  /** the list's row actions (listedRowActions), found once for all its rows: each finding reads the stored user */
  actions: readonly BrowserAction[];
  row: Readonly<Record<string, unknown>>;
  onDone: () => void;
}

export function RowActions({ screen, actions, row, onDone }: RowActionsProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ text: string; refused: boolean } | null>(null);
  const offered = actions.filter((action) => meetsWhen(action, row));

  async function run(action: BrowserAction): Promise<void> {
    setBusy(true);
    setSaid(null);
    try {
      setSaid(rowOutcome(await api<ActionAnswer>('POST', actionPath(screen, action), { ids: [Number(row.id)] })));
      onDone();
    } catch (failure) {
      setSaid({ text: failureMessage(failure, t('app.errors.generic')), refused: true });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {offered.map((action) => (
        <button key={action.id} type="button" className={`button button--small${action.primary ? ' button--primary' : ''}`} disabled={busy} onClick={(event) => { event.stopPropagation(); void run(action); }}>
          {action.icon && <Icon name={action.icon} size={14} />} {t(action.label)}
        </button>
      ))}
      {said && <span className={`row-actions__said${said.refused ? ' row-actions__said--failed' : ''}`} role={said.refused ? 'alert' : 'status'}>{said.text}</span>}
    </>
  );
}
