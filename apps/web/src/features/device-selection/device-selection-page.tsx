import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { chooseDevice } from '../../device';
import { preferencesStore } from '../../preferences/preferences-instance';
import { safeRedirectPath } from '../../lib/safe-redirect';
import { logger } from '../../lib/logger';
import type { DeviceKind } from '../../preferences';
import { usePreferences } from '../../preferences/use-preferences';
import { Button, PageHeader, RadioCards, notify } from '../../ui';
import './device-selection.css';

/**
 * `/device-selection`: the first stop of a first visit (spec §2). The device the preferences hold
 * (The Handy by default, the Oh after `female=true`) is preselected; Continue applies the choice
 * (spec §4) and goes on to the page the visitor asked for.
 */
export default function DeviceSelectionPage() {
  const { t } = useTranslation('device-selection');
  const { t: tc } = useTranslation('common');
  const { device } = usePreferences();
  const [choice, setChoice] = useState<DeviceKind>(device);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = chooseDevice(preferencesStore(), choice, { deviceSelectionComplete: true });
    if (!chosen.ok) {
      logger.error('device selection failed', chosen.error);
      notify({ kind: 'negative', message: tc(`errors.${chosen.error.key}`, chosen.error.values) });
      return;
    }
    // Replace: going back should not return to a choice that has been made.
    void navigate(safeRedirectPath(searchParams.get('redirect')) ?? '/', { replace: true });
  };

  return (
    <form className="device-selection" onSubmit={submit}>
      <PageHeader title={t('title')} lead={t('lead')} />
      <RadioCards
        label={t('groupLabel')}
        value={choice}
        onValueChange={setChoice}
        options={[
          {
            value: 'handy',
            title: t('handy.title'),
            description: t('handy.description'),
            art: <span className="device-selection__art device-selection__art--handy" />,
          },
          {
            value: 'oh',
            title: t('oh.title'),
            description: t('oh.description'),
            art: <span className="device-selection__art device-selection__art--oh" />,
          },
        ]}
      />
      <div className="device-selection__actions">
        <Button type="submit">{t('continue')}</Button>
      </div>
    </form>
  );
}
