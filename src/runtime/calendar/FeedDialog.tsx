// A calendar's feed (calendar.feed): the user's secret address of it, to copy into Google Calendar, Outlook or Apple
// Calendar, and a button that makes a new one (the old one stops answering at once, so a leaked address is ended).
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { api, failureMessage, swrFetcher } from '../core/api';
import { useAlert } from '../ui/alerts';
import { Icon } from '../ui/icons';
import { copyFromField } from '../core/clipboard';
import { ModalDialog } from '../ui/ModalDialog';
import type { ScreenDefinition } from '../core/screen';
import { screenPath } from '../../../contract/routes';

export default function FeedDialog({ screen, onClose }: { screen: ScreenDefinition; onClose: () => void }) {
  const { t } = useTranslation();
  const showAlert = useAlert();
  const addressId = useId();
  const path = screenPath(screen, 'feed');
  const { data, mutate } = useSWR<{ url: string }>(path, swrFetcher, { revalidateOnFocus: false });
  const [renewing, setRenewing] = useState(false);

  async function copy(): Promise<void> {
    if (data && await copyFromField(data.url, addressId)) showAlert(t('app.calendar.copied'), 'success');
  }

  async function renew(): Promise<void> {
    setRenewing(true);
    try {
      await mutate(await api<{ url: string }>('POST', screenPath(screen, 'renewFeed')), { revalidate: false });
      showAlert(t('app.calendar.renewed'), 'success');
    } catch (failure) {
      showAlert(failureMessage(failure, t('app.errors.generic')), 'error');
    } finally {
      setRenewing(false);
    }
  }

  return (
    <ModalDialog title={t('app.calendar.feedTitle')} onClose={onClose}>
      <div className="modal__body calendar-feed">
        <p>{t('app.calendar.feedHint')}</p>
        <label htmlFor={addressId}>{t('app.calendar.feedAddress')}</label>
        <div className="calendar-feed__address">
          <input id={addressId} className="form-control" readOnly value={data?.url ?? ''} aria-busy={data ? undefined : true} onFocus={(event) => event.target.select()} />
          <button type="button" className="button" disabled={!data} onClick={() => void copy()}><Icon name="link" size={16} /> {t('app.calendar.copy')}</button>
        </div>
        <p className="calendar-feed__renew">{t('app.calendar.renewHint')}</p>
        <div className="modal__foot">
          <button type="button" className="button" disabled={!data || renewing} onClick={() => void renew()}>{t('app.calendar.renewFeed')}</button>
          <button type="button" className="button button--primary" onClick={onClose}>{t('app.actions.close')}</button>
        </div>
      </div>
    </ModalDialog>
  );
}
