import { useTranslation } from 'react-i18next';
import type { ErrorMessage, ReadState } from '../../device';

/** A failure in the user's language (`common:errors.*`), announced as an alert. */
export function ErrorNotice({ error }: { error: ErrorMessage }) {
  const { t } = useTranslation('common');
  return (
    <p role="alert" className="error">
      {t(`errors.${error.key}`, error.values)}
    </p>
  );
}

/**
 * What a card shows instead of its value while there is none: no device, reading, or why the
 * read failed. Nothing once the value is there.
 */
export function ReadNotice({ state }: { state: ReadState<unknown> }) {
  const { t } = useTranslation('configure');
  switch (state.status) {
    case 'offline':
      return <p className="muted">{t('state.offline')}</p>;
    case 'loading':
      return (
        <p className="muted" role="status">
          {t('state.loading')}
        </p>
      );
    case 'failed':
      return <ErrorNotice error={state.error} />;
    case 'ready':
      return null;
  }
}

/** Said by a card whose calls firmware below 4 does not answer. */
export function LegacyNotice() {
  const { t } = useTranslation('configure');
  return <p className="muted">{t('state.legacy')}</p>;
}
