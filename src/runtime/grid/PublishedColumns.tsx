// A sheet's columns that may be shown before the sheet's state shows them (screen key workflow.publish: a lecturer
// shows a midterm's scores to the students while the sheet is still open): a switch per column, for whoever may write
// the sheet; read-only for the others. The server answers which columns are published only while the state hides them.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, ApiError } from '../core/api';
import { useAlert } from '../ui/alerts';
import type { ScreenDefinition } from '../core/screen';
import { screenPath } from '../../../contract/routes';

export interface PublishableColumn {
  id: number;
  published?: boolean;
}

interface Props<Column extends PublishableColumn> {
  screen: ScreenDefinition;
  scope: string;
  columns: readonly Column[];
  label: (column: Column) => string;
  writable: boolean;
  /** the column's record published or withdrawn, as the server now has it */
  onChanged: (column: number, published: boolean) => void;
}

export default function PublishedColumns<Column extends PublishableColumn>({ screen, scope, columns, label, writable, onChanged }: Props<Column>) {
  const { t } = useTranslation();
  const alert = useAlert();
  const [busy, setBusy] = useState<number | null>(null);
  // the box shows what was asked at once; a refusal puts it back
  const [asked, setAsked] = useState<{ column: number; published: boolean } | null>(null);
  const grid = screen.grid!;
  const field = screen.workflow!.publish!.field;

  const change = async (column: Column, published: boolean): Promise<void> => {
    setBusy(column.id);
    setAsked({ column: column.id, published });
    try {
      await api('PUT', screenPath(screen, 'publish'), { [grid.scope]: Number(scope), [grid.columns.field]: column.id, [field]: published });
      onChanged(column.id, published);
      alert(t(published ? 'app.grid.publishedNow' : 'app.grid.withdrawnNow', { column: label(column) }), 'success');
    } catch (failure) {
      alert(failure instanceof ApiError ? failure.message : t('app.errors.generic'), 'error');
    } finally {
      setBusy(null);
      setAsked(null);
    }
  };

  return (
    <fieldset className="panel grid-publish">
      <legend>{t('app.grid.published')}</legend>
      <p className="muted grid-publish__hint">{t('app.grid.publishHint')}</p>
      <div className="grid-publish__columns">
        {columns.map((column) => (
          <label key={column.id} className="grid-publish__column">
            <input
              type="checkbox"
              checked={asked?.column === column.id ? asked.published : column.published ?? false}
              disabled={!writable || busy !== null}
              onChange={(event) => void change(column, event.target.checked)}
            />
            {label(column)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
