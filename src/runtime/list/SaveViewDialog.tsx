// Saves the list as it is now (its filters, sort and columns) as a view under a name, kept for oneself or shared with a
// role; when no index serves the view's query at the table's size, says so once it is saved. Loaded when first opened.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiPath } from '../../../contract/api-routes';
import { api, ApiError, failureMessage } from '../core/api';
import { useAlert } from '../ui/alerts';
import { ModalDialog } from '../ui/ModalDialog';
import type { ScreenDefinition } from '../core/screen';
import type { ListSettings, SavedView } from './useListSettings';

export interface SaveViewDialogProps {
  screen: ScreenDefinition;
  settings: ListSettings;
  /** the list's query now (its filters and sort) */
  query: Record<string, string>;
  /** the columns shown now, when the person has arranged them */
  columns: readonly string[] | null;
  onSaved: (view: SavedView) => void;
  onClose: () => void;
}

export default function SaveViewDialog({ screen, settings, query, columns, onSaved, onClose }: SaveViewDialogProps) {
  const { t } = useTranslation();
  const showAlert = useAlert();
  const [name, setName] = useState('');
  const [role, setRole] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const nameId = useId();
  const roleId = useId();

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    setBusy(true);
    try {
      const answer = await api<{ view: SavedView }>('POST', apiPath('createView', { screen: screen.name }), {
        name, query, columns, role_id: role === '' ? null : Number(role),
      });
      showAlert(answer.view.indexed ? t('app.list.views.saved', { name: answer.view.name }) : t('app.list.views.unindexed', { name: answer.view.name }), answer.view.indexed ? 'success' : 'error');
      onSaved(answer.view);
    } catch (failure) {
      if (failure instanceof ApiError && failure.errors) setErrors(failure.errors);
      else showAlert(failureMessage(failure, t('app.errors.generic')), 'error');
    } finally {
      setBusy(false);
    }
  }

  const nameError = errors.name?.[0];
  const otherErrors = Object.entries(errors).filter(([key]) => key !== 'name').flatMap(([, messages]) => messages);
  return (
    <ModalDialog title={t('app.list.views.save')} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)}>
        <div className="modal__body">
          <div className="field">
            <label htmlFor={nameId}>{t('app.list.views.name')}</label>
            <input id={nameId} className="input" value={name} maxLength={100} required autoFocus aria-invalid={nameError ? true : undefined}
              aria-describedby={nameError ? `${nameId}-error` : undefined} onChange={(event) => setName(event.target.value)} />
            {nameError && <p id={`${nameId}-error`} className="field__error">{nameError}</p>}
          </div>
          <div className="field">
            <label htmlFor={roleId}>{t('app.list.views.share')}</label>
            <select id={roleId} className="form-control" value={role} onChange={(event) => setRole(event.target.value)}>
              <option value="">{t('app.list.views.onlyMe')}</option>
              {settings.roles.map((held) => <option key={held.id} value={held.id}>{held.title}</option>)}
            </select>
          </div>
          {otherErrors.length > 0 && <div className="form-error" role="alert">{otherErrors.join(' ')}</div>}
          <div className="modal__foot">
            <button type="button" className="button" onClick={onClose}>{t('app.actions.cancel')}</button>
            <button type="submit" className="button button--primary" disabled={busy}>{t('app.list.views.saveButton')}</button>
          </div>
        </div>
      </form>
    </ModalDialog>
  );
}
