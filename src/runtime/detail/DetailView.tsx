// A row's detail panel (issue 4): every field of the screen (or the columns its `detail` names), its files, its
// history, edit and delete, and the screen's actions on a row (a form of their own, a questionnaire, a report), as its
// controller holds them (useDetailController). Loaded lazily, so the list route carries none of it until a row is
// opened.
import '../../styles/detail.css';
import { lazy, Suspense, useEffect, useRef, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { lazyWithFormWords } from '../core/i18n';
import { Icon } from '../ui/icons';
import { onOwnCancel, useModalDialog } from '../ui/modal';
import type { Row } from '../core/rows';
import { conditionHolds } from '../../../contract/dsl';
import { type ColumnModel, type BrowserField, type ScreenDefinition } from '../core/screen';
import { fieldColumn } from '../format/fieldColumn';
import { RecordHistory } from './RecordHistory';
import { actionStart } from '../core/actions';
import type { FieldKind } from '../../../contract/dsl';
import { useDetailController, type DetailCallbacks } from './useDetailController';

const FormModal = lazy(() => import('../form/FormModal'));
const QuestionnaireModal = lazy(() => import('../questionnaire/QuestionnaireModal'));
const ReportDialog = lazy(() => import('../questionnaire/ReportDialog'));
const WorkflowBar = lazy(() => import('../workflow/WorkflowBar'));
const RelatedLists = lazy(() => import('./RelatedLists'));
const JobDialog = lazyWithFormWords(() => import('../jobs/JobDialog'));

export interface DetailViewProps extends DetailCallbacks {
  screen: ScreenDefinition;
  /**
   * The list's cell, handed over rather than imported: importing it here would split it and the lookups out
   * of the list's chunk into shared ones, and the cold list would outgrow its budget.
   */
  Cell: ComponentType<{ column: ColumnModel; value: unknown }>;
  rowId: string;
  /** Changes after the row was saved, so the panel reads it again. */
  version: number;
  onClose: () => void;
}

/** A text long enough to take the panel's whole width (a document's text, a message). */
function isLong(value: unknown): boolean {
  return typeof value === 'string' && value.length > 80;
}

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

/** The fields that take the panel's whole width: long and formatted texts, a record's parts. */
const WIDE_KINDS: ReadonlySet<FieldKind> = new Set<FieldKind>(['longtext', 'richtext', 'repeat']);

/** What the detail shows of a row: the columns (or fields) the screen's `detail` names, else its fields drawn as columns, each with its value. */
function shownItems(screen: ScreenDefinition, row: Row): { column: ColumnModel; value: unknown; wide: boolean; parts?: readonly BrowserField[] }[] {
  // in a student's or lecturer's area, who recorded a part (a payment) is the office's to know
  const partsOf = (field: BrowserField) => (screen.area ? field.fields?.filter((part) => !part.stamp) : field.fields);
  if (screen.detail) {
    return screen.detail.flatMap((key) => {
      const column = screen.columns.find((candidate) => candidate.key === key);
      const field = screen.fields.find((candidate) => candidate.key === key);
      if (column) return [{ column, value: row[key], wide: field !== undefined && WIDE_KINDS.has(field.kind) }];
      return field ? [{ column: fieldColumn(field), value: row[key], wide: WIDE_KINDS.has(field.kind), parts: partsOf(field) }] : [];
    });
  }
  return screen.fields.filter((field) => conditionHolds(field.showWhen, row)).map((field) => (
    { column: fieldColumn(field), value: row[field.key], wide: WIDE_KINDS.has(field.kind), parts: partsOf(field) }
  ));
}

export default function DetailView({ screen, Cell, rowId, version, onClose, onEdit, onDeleted, onChanged }: DetailViewProps) {
  const { t } = useTranslation();
  const detail = useDetailController(screen, rowId, version, { onEdit, onDeleted, onChanged });
  const panel = useRef<HTMLElement>(null);
  const dialog = useModalDialog();
  useEffect(() => { panel.current?.focus(); }, [rowId]);

  return (
    // a native dialog: Escape reaches it only when no dialog lies over it (the edit form, a confirmation)
    <dialog
      ref={dialog}
      className="detail-dialog"
      aria-labelledby="detail-title"
      onCancel={onOwnCancel(onClose)}
      onMouseDown={(event) => { if (event.target === event.currentTarget) onClose(); }}
    >
      <aside ref={panel} className="detail" tabIndex={-1}>
        <div className="detail__head">
          <div>
            <p className="detail__screen">{t(screen.title)}</p>
            <h2 id="detail-title">{detail.name ?? t('app.detail.title')}</h2>
          </div>
          <button type="button" className="icon-button" aria-label={t('app.actions.close')} onClick={onClose}><Icon name="close" /></button>
        </div>
        {/* a region one can scroll from the keyboard, however long the record */}
        <div className="detail__body" tabIndex={0} role="region" aria-labelledby="detail-title">
          {detail.failed && <div className="form-error" role="alert">{t('app.errors.generic')}</div>}
          {!detail.shown && !detail.failed && <p className="muted">{t('app.list.loading')}</p>}
          {detail.shown && detail.workflow && (
            <Suspense fallback={null}>
              <WorkflowBar screen={screen} id={rowId} view={detail.workflow} onMoved={detail.moved} />
            </Suspense>
          )}
          {detail.shown && (
            <dl className="detail__fields">
              {shownItems(screen, detail.shown).map(({ column, value, wide, parts }) => {
                return (
                  <div key={column.key} className={`detail__field detail__field--${wide || isLong(value) ? 'longtext' : column.kind}`}>
                    <dt>{t(column.label)}</dt>
                    <dd>
                      {isEmpty(value) ? <span className="muted">—</span> : parts ? (
                        <ol className="detail__parts">
                          {(value as Row[]).map((part, index) => (
                            <li key={index}>
                              {parts.map((field) => (isEmpty(part[field.key]) ? null : (
                                <span key={field.key} className="detail__part">
                                  <span className="muted">{t(field.label)}:</span> <Cell column={fieldColumn(field)} value={part[field.key]} />
                                </span>
                              )))}
                            </li>
                          ))}
                        </ol>
                      ) : column.kind === 'richtext' && typeof value === 'string' ? (
                        // stored only as the server cleaned it: formatting, no script
                        <div className="rich-text" dangerouslySetInnerHTML={{ __html: value }} />
                      ) : (
                        <>
                          <Cell column={column} value={value} />
                          {column.kind === 'image' && <Cell column={{ ...column, kind: 'file' }} value={value} />}
                        </>
                      )}
                    </dd>
                  </div>
                );
              })}
            </dl>
          )}
          {/* the history, one line until opened, above the related lists: their rows arriving do not move it */}
          {detail.shown && onEdit && <RecordHistory screen={screen} Cell={Cell} path={detail.path} version={version + detail.reread} />}
          {detail.shown && screen.related && (
            <Suspense fallback={null}>
              <RelatedLists screen={screen} id={rowId} Cell={Cell} />
            </Suspense>
          )}
        </div>
        {detail.everyday.length > 0 && (
          <div className="detail__foot">
            {detail.everyday.map((action) => (
              <button key={action.id} type="button" className={`button${action.primary ? ' button--primary' : ''}`} disabled={!detail.shown || detail.acting} onClick={() => void detail.runAction(action)}>
                {action.icon && <Icon name={action.icon} size={16} />} {t(action.label)}
              </button>
            ))}
          </div>
        )}
        {/* a record its state locks is neither edited nor deleted (the server refuses both; the bar says why); what
            cannot be undone (erasing a person) stands apart from the everyday actions, beside the deletion, outlined */}
        {(detail.editable || detail.destructive.length > 0) && (
          <div className="detail__foot">
            {detail.editable && (
              <button type="button" className="button" disabled={!detail.shown} onClick={onEdit}>
                <Icon name="edit" size={16} /> {t('app.detail.edit')}
              </button>
            )}
            {detail.destructive.map((action) => (
              <button key={action.id} type="button" className="button button--danger-outline" disabled={!detail.shown || detail.acting} onClick={() => void detail.runAction(action)}>
                {action.icon && <Icon name={action.icon} size={16} />} {t(action.label)}
              </button>
            ))}
            {detail.editable && (
              <button type="button" className="button button--danger" disabled={!detail.shown} onClick={detail.askDelete}>
                {t('app.detail.delete')}
              </button>
            )}
          </div>
        )}
      </aside>
      {/* answered, the row is read again: what answering changed shows (a survey marked answered) */}
      {detail.formAction?.questionnaire && detail.shown && (
        <Suspense fallback={null}>
          <QuestionnaireModal screen={screen} action={detail.formAction} row={detail.shown} onClose={detail.closeForm} onSaved={detail.formSaved} />
        </Suspense>
      )}
      {detail.report && (
        <Suspense fallback={null}>
          <ReportDialog title={`${t(detail.report.action.label)}: ${String(detail.shown?.name ?? '')}`} report={detail.report.report} onClose={detail.closeReport} />
        </Suspense>
      )}
      {detail.formAction && !detail.formAction.questionnaire && (
        <Suspense fallback={null}>
          <FormModal
            screen={screen}
            action={detail.formAction}
            actionRow={rowId}
            rowId={null}
            initialValues={detail.shown ? actionStart(detail.formAction, detail.shown) : undefined}
            onClose={detail.closeForm}
            onSaved={detail.formSaved}
          />
        </Suspense>
      )}
      {detail.job && (
        <Suspense fallback={null}>
          <JobDialog id={detail.job} onClose={detail.closeJob} />
        </Suspense>
      )}
      {detail.confirmingAction?.confirm && (
        <ConfirmDialog
          icon={detail.confirmingAction.icon ?? 'alert-circle'} title={t(detail.confirmingAction.label)} text={t(detail.confirmingAction.confirm)}
          confirmLabel={t(detail.confirmingAction.label)} busyLabel={t('bulk.working')} danger={detail.confirmingAction.danger === true} busy={detail.acting}
          onCancel={detail.cancelAction} onConfirm={detail.confirmAction}
        />
      )}
      {detail.confirming && (
        <ConfirmDialog
          icon="alert-circle"
          title={t('app.detail.confirmTitle')}
          text={t('app.detail.confirmText')}
          confirmLabel={t('app.detail.delete')}
          busyLabel={t('app.detail.deleting')}
          danger
          busy={detail.deleting}
          refusal={detail.refusal}
          reason={screen.deleteReason ? { label: t('app.detail.reason'), hint: t('app.detail.reasonHint'), error: detail.reasonError } : undefined}
          onCancel={detail.cancelDelete}
          onConfirm={(reason) => void detail.remove(reason)}
        />
      )}
    </dialog>
  );
}
