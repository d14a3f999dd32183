// A record's workflow where the record is shown (a grade sheet): its state, and a button for each move the user may
// make from it (the server says which). A move that asks a reason opens a dialog for it, required or optional; the
// server's refusal stays in that dialog, at the reason when it concerns it. A page that keeps work of its own on the
// record (a grid's cells) is asked before a move: it finishes that work and says what the move leaves out (cells
// empty, a value not saved), and the move is confirmed with those words first. Knows no screen: the states' and
// moves' names are the screen's.
import '../../styles/workflow.css';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, ApiError } from '../core/api';
import { useAlert } from '../ui/alerts';
import { ModalDialog } from '../ui/ModalDialog';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import type { ScreenDefinition } from '../core/screen';
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
  /**
   * a page's own work on the record, finished before any move, and what a move now means for it, as sentences (a
   * grid's cells: how many are empty, which were not saved, or that all are filled): with it, every move is
   * confirmed first with those words
   */
  settle?: () => Promise<string[]>;
}

function ReasonDialog({ transition, cautions, busy, refusal, onCancel, onConfirm }: {
  transition: Transition; cautions: readonly string[]; busy: boolean; refusal: string | null; onCancel: () => void; onConfirm: (reason: string) => void;
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
        {cautions.map((caution) => <p key={caution} className="workflow-caution">{caution}</p>)}
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

/** A move about to be made: the reason it asks, or the page's words on what it leaves out, come first. */
interface Asked {
  transition: Transition;
  cautions: string[];
}

export default function WorkflowBar({ screen, id, view, onMoved, settle }: Props) {
  const { t } = useTranslation();
  const alert = useAlert();
  const [asking, setAsking] = useState<Asked | null>(null);
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
      if (asking) setRefusal(message);
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
      {view.reason && <p className="workflow-bar__reason"><span className="muted">{t('app.workflow.reason')}:</span> {view.reason}</p>}
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
                if (!settle && !transition.reason) {
                  void move(transition);
                  return;
                }
                setBusy(true);
                void (settle?.() ?? Promise.resolve([])).then((cautions) => setAsking({ transition, cautions })).finally(() => setBusy(false));
              }}
            >
              {t(transition.label)}
            </button>
          ))}
        </div>
      )}
      {asking?.transition.reason && (
        <ReasonDialog
          transition={asking.transition}
          cautions={asking.cautions}
          busy={busy}
          refusal={refusal}
          onCancel={() => { setAsking(null); setRefusal(null); }}
          onConfirm={(reason) => void move(asking.transition, reason)}
        />
      )}
      {asking && !asking.transition.reason && (
        <ConfirmDialog
          icon="alert-circle"
          title={`${t(asking.transition.label)}?`}
          text={asking.cautions.join(' ')}
          confirmLabel={t(asking.transition.label)}
          busyLabel={t('app.workflow.moving')}
          danger={false}
          busy={busy}
          refusal={refusal}
          onCancel={() => { setAsking(null); setRefusal(null); }}
          onConfirm={() => void move(asking.transition)}
        />
      )}
    </div>
  );
}
