import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { useEmergencyStop } from './use-emergency-stop';
import './emergency-stop.css';

/**
 * The emergency stop of the header: always there, the first control a keyboard reaches, and one
 * press stops every mode on every linked device (the same as Escape). It is never disabled: a
 * second press while the first is on its way sends the stop again.
 */
export function EmergencyStopButton() {
  const { t } = useTranslation('common');
  const descriptionId = useId();
  const stop = useEmergencyStop();
  const [pending, setPending] = useState(0);
  return (
    <>
      <Button
        variant="danger"
        className="emergency-stop"
        aria-describedby={descriptionId}
        aria-keyshortcuts="Escape"
        data-busy={pending > 0 ? 'true' : undefined}
        onClick={() => {
          setPending((count) => count + 1);
          void stop().finally(() => setPending((count) => count - 1));
        }}
      >
        <span className="emergency-stop__icon" aria-hidden="true" />
        {t('emergencyStop.button')}
      </Button>
      <span id={descriptionId} className="visually-hidden">
        {t('emergencyStop.description')}
      </span>
    </>
  );
}
