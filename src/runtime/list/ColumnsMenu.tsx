// The list's columns as the person arranges them: each shown or hidden, moved up or down, kept on the server at each
// change (so another computer shows the same), or given back to the author's order. Loaded when first opened.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiPath } from '../../../contract/api-routes';
import { arrangeableColumns, arrangedColumns, authorsColumns } from '../../../contract/list-views';
import { api, failureMessage } from '../core/api';
import { useAlert } from '../ui/alerts';
import { Icon } from '../ui/icons';
import { ModalDialog } from '../ui/ModalDialog';
import type { ScreenDefinition } from '../core/screen';

export interface ColumnsMenuProps {
  screen: ScreenDefinition;
  /** the columns shown now, in order; null: the author's */
  shown: readonly string[] | null;
  /** what the server kept (null: reset), for the list to draw at once */
  onSaved: (columns: string[] | null) => void;
  onClose: () => void;
}

export default function ColumnsMenu({ screen, shown, onSaved, onClose }: ColumnsMenuProps) {
  const { t } = useTranslation();
  const showAlert = useAlert();
  const all = arrangeableColumns(screen.columns);
  const current = arrangedColumns(all, shown).map((column) => column.key);
  // the shown columns in their order, then the others in the author's (those the author hid among them)
  const [order, setOrder] = useState<string[]>(() => [...current, ...all.map((column) => column.key).filter((key) => !current.includes(key))]);
  const [visible, setVisible] = useState<ReadonlySet<string>>(() => new Set(current));
  const [busy, setBusy] = useState(false);
  const labelOf = (key: string): string => t(all.find((column) => column.key === key)?.label ?? key);

  async function save(columns: string[] | null): Promise<void> {
    setBusy(true);
    try {
      const answer = await api<{ columns: string[] | null }>('PUT', apiPath('saveListColumns', { screen: screen.name }), { columns });
      onSaved(answer.columns);
    } catch (failure) {
      showAlert(failureMessage(failure, t('app.errors.generic')), 'error');
    } finally {
      setBusy(false);
    }
  }

  const change = (nextOrder: string[], nextVisible: ReadonlySet<string>): void => {
    setOrder(nextOrder);
    setVisible(nextVisible);
    void save(nextOrder.filter((key) => nextVisible.has(key)));
  };
  const toggle = (key: string): void => {
    const next = new Set(visible);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    // the last shown column stays: a list of no column shows nothing
    if (next.size > 0) change(order, next);
  };
  const move = (index: number, by: -1 | 1): void => {
    const next = [...order];
    [next[index], next[index + by]] = [next[index + by], next[index]];
    change(next, visible);
  };
  const reset = (): void => {
    const authors = authorsColumns(all).map((column) => column.key);
    setOrder(authors);
    setVisible(new Set(authors));
    void save(null);
  };

  return (
    <ModalDialog title={t('app.list.columns.title')} onClose={onClose}>
      <div className="modal__body">
        <p className="muted">{t('app.list.columns.hint')}</p>
        <ol className="columns-menu" aria-busy={busy}>
          {order.map((key, index) => (
            <li key={key} className="columns-menu__item">
              <label className="columns-menu__label">
                <input type="checkbox" checked={visible.has(key)} disabled={visible.has(key) && visible.size === 1} onChange={() => toggle(key)} />
                {labelOf(key)}
              </label>
              <button type="button" className="icon-button" disabled={index === 0} aria-label={t('app.list.columns.up', { column: labelOf(key) })} onClick={() => move(index, -1)}>
                <Icon name="arrow-up" size={16} />
              </button>
              <button type="button" className="icon-button" disabled={index === order.length - 1} aria-label={t('app.list.columns.down', { column: labelOf(key) })} onClick={() => move(index, 1)}>
                <Icon name="arrow-down" size={16} />
              </button>
            </li>
          ))}
        </ol>
        <div className="modal__foot">
          <button type="button" className="button" disabled={busy} onClick={reset}>{t('app.list.columns.reset')}</button>
          <button type="button" className="button button--primary" onClick={onClose}>{t('app.list.columns.done')}</button>
        </div>
      </div>
    </ModalDialog>
  );
}
