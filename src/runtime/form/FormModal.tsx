// The add/edit modal: a screen's form (ScreenForm) in a native dialog (ModalDialog: the page behind inert, focus
// kept inside and given back) titled by what it does, closed by Escape, the × or the backdrop. Loaded only when a
// modal opens, so no list or sign-in chunk carries rjsf.
import '../../styles/form.css';
import type { UiSchema } from '@rjsf/utils';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../ui/alerts';
import { ModalDialog } from '../ui/ModalDialog';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import type { ActionAnswer } from '../core/actions';
import type { FormModule } from '../core/screen';
import { useRecordNamer } from '../format/recordNames';
import { ScreenForm, type ScreenFormProps } from './ScreenForm';

export interface FormModalProps extends Omit<ScreenFormProps, 'onCancel' | 'onSaved' | 'onLoaded' | 'footClassName'> {
  onClose: () => void;
  /** Saved; an action that reports per row (an import) hands over its answer, to be summed up, as does one that started a job. */
  onSaved: (answer?: ActionAnswer) => void;
}

/** Many fields, or grouped checkboxes (a role's permissions), need the wide modal. */
function isWide(module: FormModule | null): boolean {
  const fieldCount = Object.keys(module?.schema.properties ?? {}).length;
  return fieldCount > 8 || Object.values(module?.uiSchema ?? {}).some((field) => (field as UiSchema | undefined)?.['ui:options']?.groupBy);
}

export default function FormModal({ onClose, onSaved, ...form }: FormModalProps) {
  const { t } = useTranslation();
  const showAlert = useAlert();
  const [module, setModule] = useState<FormModule | null>(null);
  // the record edited, whose name titles the form (the screen's, until it is read or when it has none)
  const [edited, setEdited] = useState<Readonly<Record<string, unknown>> | null>(null);
  const { screen, action, rowId } = form;
  const editedName = useRecordNamer(screen)(edited);
  const adding = rowId === null;

  // sent on to another site by the action's answer: what was typed has been sent, so leaving asks nothing
  const leaving = useRef(false);

  const saved = (answer?: Partial<ActionAnswer>): void => {
    // an action that goes on on another site (a payment provider's page) leaves the app; it comes back by its own link
    if (answer?.redirect && /^https?:\/\//.test(answer.redirect)) {
      leaving.current = true;
      window.location.assign(answer.redirect);
      return;
    }
    // what an action did row by row, or a value it shows once (a new token), is summed up by the caller, and the job
    // it started followed; anything else is said in an alert
    if (answer?.results || answer?.job || answer?.shownOnce) {
      onSaved(answer as ActionAnswer);
      return;
    }
    showAlert(answer?.message ?? t(adding || action ? 'app.form.added' : 'app.form.updated'), 'success');
    onSaved();
  };

  const title = action ? t(action.label) : adding && screen.addTitle ? t(screen.addTitle) : t('app.form.editTitle', { title: editedName ?? t(screen.title) });

  // closing a form with edits (Escape, ×, the backdrop, Cancel) asks first; leaving the page, the browser asks
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState(false);
  const close = useCallback(() => { if (dirty) setAsking(true); else onClose(); }, [dirty, onClose]);
  useEffect(() => {
    if (!dirty) return undefined;
    const keep = (event: BeforeUnloadEvent): void => { if (!leaving.current) event.preventDefault(); };
    window.addEventListener('beforeunload', keep);
    return () => window.removeEventListener('beforeunload', keep);
  }, [dirty]);

  return (
    <ModalDialog title={title} wide={isWide(module)} onClose={close}>
      <div className="modal__body">
        <ScreenForm {...form} onCancel={close} onSaved={saved} onLoaded={(loaded, record) => { setModule(loaded); setEdited(record); }} onDirtyChange={setDirty} footClassName="modal__foot" />
      </div>
      {asking && (
        <ConfirmDialog
          icon="alert-circle"
          title={t('app.form.discardTitle')}
          text={t('app.form.discardText')}
          confirmLabel={t('app.form.discard')}
          busyLabel={t('app.form.discard')}
          danger
          busy={false}
          cancelLabel={t('app.form.keepEditing')}
          onCancel={() => setAsking(false)}
          onConfirm={onClose}
        />
      )}
    </ModalDialog>
  );
}
