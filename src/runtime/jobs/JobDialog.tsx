// A background job followed to its end (a long export, report 365): its progress while it runs, with how long ago its
// server was last heard from (and a word when that is long: another server takes a dead one's job up), then the
// dialogs of spec section 8: success with the server's message, the file and a close button; or a dialog titled
// "error" with the server's message, or "an error occurred" when it gave none. The job goes on if the dialog is
// closed; the jobs page keeps its file. Loaded lazily, when a job is started.
import '../../styles/jobs.css';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, failureMessage } from '../core/api';
import { downloadFile } from '../core/download';
import { Icon } from '../ui/icons';
import { ModalDialog } from '../ui/ModalDialog';
import { apiPath } from '../../../contract/api-routes';

interface Job {
  id: string;
  state: 'queued' | 'running' | 'completed' | 'failed';
  progress: number;
  message: string | null;
  file_name: string | null;
  quiet_seconds: number | null;
}

/** How often a running job is asked how far it is. */
const POLL_MS = 700;
/**
 * How long a running job's server may go unheard before the dialog says so: its sign of life comes every few seconds
 * (server/jobs/runner.ts HEARTBEAT_MS), and another server takes up a dead one's job within a minute.
 */
const QUIET_SECONDS = 20;

export default function JobDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [job, setJob] = useState<Job | null>(null);
  const [lost, setLost] = useState<string | null>(null);
  const done = job?.state === 'completed' || job?.state === 'failed' || lost !== null;

  useEffect(() => {
    if (done) return undefined;
    let current = true;
    const ask = (): void => {
      api<{ data: Job }>('GET', apiPath('job', { id })).then(
        (answer) => { if (current) setJob(answer.data); },
        (failure: unknown) => { if (current) setLost(failureMessage(failure, t('app.errors.generic'))); },
      );
    };
    ask();
    const timer = window.setInterval(ask, POLL_MS);
    return () => { current = false; window.clearInterval(timer); };
  }, [id, done, t]);

  const failed = job?.state === 'failed' || lost !== null;
  const title = failed ? t('app.alert.error') : job?.state === 'completed' ? t('app.alert.success') : t('app.jobs.working');
  return (
    <ModalDialog title={title} onClose={onClose}>
      <div className="modal__body job-dialog">
        {!done && (
          <>
            <label className="job-dialog__label" htmlFor="job-progress">{t(job?.state === 'running' ? 'app.jobs.running' : 'app.jobs.queued', { progress: job?.progress ?? 0 })}</label>
            <progress id="job-progress" className="job-dialog__bar" max={100} value={job?.progress ?? 0} />
            {job?.state === 'running' && job.quiet_seconds !== null && (job.quiet_seconds > QUIET_SECONDS
              ? <p role="status" className="job-dialog__quiet">{t('app.jobs.quiet', { seconds: job.quiet_seconds })}</p>
              : <p className="muted">{t('app.jobs.alive', { seconds: job.quiet_seconds })}</p>)}
            <p className="muted">{t('app.jobs.later')}</p>
          </>
        )}
        {failed && <p role="alert">{lost ?? job?.message ?? t('app.errors.generic')}</p>}
        {job?.state === 'completed' && <p role="status">{job.message}</p>}
        <div className="modal__foot">
          {job?.state === 'completed' && job.file_name && (
            <button type="button" className="button button--primary" onClick={() => void downloadFile(apiPath('jobFile', { id }), job.file_name ?? 'export.xlsx')}>
              <Icon name="download" size={16} /> {t('app.jobs.download')}
            </button>
          )}
          <button type="button" className="button" onClick={onClose}>{t('app.actions.close')}</button>
        </div>
      </div>
    </ModalDialog>
  );
}
