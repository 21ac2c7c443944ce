import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ConnectionStatus } from '../../device';
import { PageHeader } from '../../ui';
import { HdspControls } from './hdsp-controls';
import './hdsp.css';

/**
 * `/hdsp`: direct positioning of the slider (HDSP). Each of the six calls moves it to a position,
 * at a speed or within a time; the device's HDSP state (stopped, moving, point reached) is shown live.
 */
export default function HdspPage() {
  const { t } = useTranslation('hdsp');
  const headingId = useId();
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      <ConnectionStatus />
      <section className="card hdsp-card" aria-labelledby={headingId}>
        <h2 id={headingId}>{t('controls.heading')}</h2>
        <HdspControls />
      </section>
    </>
  );
}
