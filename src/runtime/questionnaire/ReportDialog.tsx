// What a report action answers (a survey's results): per section its count, its bars with their numbers, a note
// (an average), the written answers and the comments. Loaded lazily, when the report arrives.
import '../../styles/charts.css';
import '../../styles/questionnaire.css';
import { useTranslation } from 'react-i18next';
import { BarChart } from '../charts/BarChart';
import { ModalDialog } from '../ui/ModalDialog';
import type { Report } from '../../../contract/report';

function Texts({ title, texts }: { title: string; texts: readonly string[] }) {
  return (
    <details className="report__texts" open={texts.length <= 5}>
      <summary>{title} ({texts.length})</summary>
      <ul>{texts.map((text, index) => <li key={index}>{text}</li>)}</ul>
    </details>
  );
}

export default function ReportDialog({ title, report, onClose }: { title: string; report: Report; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <ModalDialog title={title} wide onClose={onClose}>
      <div className="modal__body report">
        <p className="report__responses"><strong>{t('app.report.answers', { count: report.responses })}</strong></p>
        {report.sections.map((section, index) => (
          <section key={index} className="report__section">
            {section.bars ? (
              <BarChart
                title={`${index + 1}. ${section.title}`}
                bars={section.bars.map((bar) => ({ id: bar.label, label: bar.label, value: bar.value }))}
                totalText={t('app.report.answers', { count: section.total })}
                emptyText={t('app.report.empty')}
                describeBar={(bar) => t('app.report.bar', { label: bar.label, value: bar.value })}
                language={i18n.language}
              />
            ) : (
              <h3 className="report__title">{index + 1}. {section.title} <span className="muted">{t('app.report.answers', { count: section.total })}</span></h3>
            )}
            {section.note && <p className="report__note">{section.note}</p>}
            {section.texts && section.texts.length > 0 && <Texts title={t('app.report.texts')} texts={section.texts} />}
            {section.texts && section.texts.length === 0 && <p className="muted">{t('app.report.empty')}</p>}
            {section.comments && section.comments.length > 0 && <Texts title={t('app.report.comments')} texts={section.comments} />}
          </section>
        ))}
        <div className="modal__foot">
          <button type="button" className="button button--primary" onClick={onClose}>{t('app.actions.close')}</button>
        </div>
      </div>
    </ModalDialog>
  );
}
