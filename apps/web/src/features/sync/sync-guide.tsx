import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const STEPS = ['beat', 'device', 'late', 'early', 'steps', 'setup'] as const;

/** What to look and listen for while tuning, in people's words. */
export function SyncGuide() {
  const { t } = useTranslation('sync');
  const headingId = useId();
  return (
    <section className="card stack sync-guide" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('guide.heading')}</h2>
      <ol className="sync-guide__steps">
        {STEPS.map((step) => (
          <li key={step}>{t(`guide.${step}`)}</li>
        ))}
      </ol>
    </section>
  );
}
