import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ConnectionStatus } from '../../device';
import { PageHeader } from '../../ui';
import { HvpControls } from './hvp-controls';
import './hvp.css';

/**
 * `/hvp` and `/Hvp`: vibration (HVP), the Oh's main mode and one The Handy may support. Start, stop,
 * amplitude, frequency and position, with the device's vibration state shown live.
 */
export default function HvpPage() {
  const { t } = useTranslation('hvp');
  const headingId = useId();
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      <ConnectionStatus />
      <section className="card hvp-card" aria-labelledby={headingId}>
        <h2 id={headingId}>{t('controls.heading')}</h2>
        <HvpControls />
      </section>
    </>
  );
}
