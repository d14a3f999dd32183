// A record's workflow where the record is shown (a grade sheet): its state, and a button for each move the user may
// make from it (the server says which). A move that asks a reason opens a dialog for it, required or optional; the
// server's refusal stays in that dialog, at the reason when it concerns it. Knows no screen: the states' and moves'
// names are the screen's.
import '../../styles/workflow.css';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, ApiError } from '../api';
import { useAlert } from '../alerts';
import { ModalDialog } from '../ModalDialog';
import type { ScreenDefinition } from '../screen';
import { screenPath } from '../../../contract/routes';
import type { WorkflowView } from '../../../contract/model';

type Transition = WorkflowView['transitions'][number];

interface Props {
  screen: ScreenDefinition;
  /** the record that holds the state (a grid: its scope) */
  id: number | string;
  view: WorkflowView;
  /** the record's new view, after a move */
  onMoved: (view: WorkflowView) => void;
}

function ReasonDialog({ transition, busy, refusal, onCancel, onConfirm }: {
  transition: Transition; busy: boolean; refusal: string | null; onCancel: () => void; onConfirm: (reason: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  const required = transition.reason === 'required';
  // a refusal is said under the reason, and the reason is where the person goes on
  useEffect(() => { if (refusal) field.current?.focus(); }, [refusal]);
  return (
    <ModalDialog title={t(transition.label)} onClose={() => { if (!busy) onCancel(); }}>
      <form
        className="modal__body reason-field"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm(reason);
        }}
      >
        <label htmlFor={`${id}-reason`}>{t('app.workflow.reason')}{required && <span aria-hidden="true"> *</span>}</label>
        <p id={`${id}-hint`} className="muted">{t(required ? 'app.workflow.reasonRequired' : 'app.workflow.reasonOptional')}</p>
        <textarea
          ref={field}
          id={`${id}-reason`}
          rows={4}
          maxLength={2000}
          required={required}
          autoFocus
          value={reason}
          aria-describedby={`${id}-hint${refusal ? ` ${id}-refusal` : ''}`}
          aria-invalid={refusal ? true : undefined}
          onChange={(event) => setReason(event.target.value)}
        />
        {refusal && <p id={`${id}-refusal`} className="form-error" role="alert">{refusal}</p>}
        <div className="modal__foot">
          <button type="button" className="button" disabled={busy} onClick={onCancel}>{t('app.workflow.cancel')}</button>
          <button type="submit" className="button button--primary" disabled={busy}>{t(transition.label)}</button>
        </div>
      </form>
    </ModalDialog>
  );
}

export default function WorkflowBar({ screen, id, view, onMoved }: Props) {
  const { t } = useTranslation();
  const alert = useAlert();
  const [asking, setAsking] = useState<Transition | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const states = screen.workflow!.states;
  const stateLabel = (state: string): string => t(states.find((candidate) => candidate.id === state)?.label ?? state);

  const move = async (transition: Transition, reason?: string): Promise<void> => {
    setBusy(true);
    setRefusal(null);
    try {
      const next = await api<WorkflowView>('POST', screenPath(screen, 'transition', { id }), { transition: transition.id, ...(reason ? { reason } : {}) });
      setAsking(null);
      onMoved(next);
      alert(t('app.workflow.done', { transition: t(transition.label), state: stateLabel(next.state) }), 'success');
    } catch (failure) {
      const message = failure instanceof ApiError ? failure.errors?.reason?.[0] ?? failure.message : t('app.errors.generic');
      if (asking || transition.reason) setRefusal(message);
      else alert(message, 'error');
    } finally {
      setBusy(false);
    }
  };

  const neverWritten = screen.readOnly || !screen.workflow?.states.some((state) => state.edit);

  return (
    <div className="panel workflow-bar" role="group" aria-label={t('app.workflow.state')}>
      <p className="workflow-bar__state">
        <span className="muted">{t('app.workflow.state')}:</span>{' '}
        <span className="badge workflow-state" data-state={view.state}>{stateLabel(view.state)}</span>
      </p>
      {/* a record no state lets anyone write (a read-only screen's, a student's application to staff) is not locked by
          this one: saying so tells nothing */}
      {!view.writable && !neverWritten && <p className="muted workflow-bar__locked" role="status">{t('app.workflow.locked', { state: stateLabel(view.state) })}</p>}
      {view.transitions.length > 0 && (
        <div className="workflow-bar__moves">
          {view.transitions.map((transition) => (
            <button
              key={transition.id}
              type="button"
              className="button"
              disabled={busy}
              onClick={() => {
                setRefusal(null);
                if (transition.reason) setAsking(transition);
                else void move(transition);
              }}
            >
              {t(transition.label)}
            </button>
          ))}
        </div>
      )}
      {asking && (
        <ReasonDialog
          transition={asking}
          busy={busy}
          refusal={refusal}
          onCancel={() => { setAsking(null); setRefusal(null); }}
          onConfirm={(reason) => void move(asking, reason)}
        />
      )}
    </div>
  );
}
