import { useTranslation } from 'react-i18next';
import { HdspState, useDeviceState } from '../../device';

const STATE_KEYS = {
  [HdspState.STOPPED]: 'stopped',
  [HdspState.MOVING]: 'moving',
  [HdspState.POINT_REACHED]: 'pointReached',
} as const;

/** The slider's HDSP state as the device last reported it (`hdsp_state_changed`). */
export function HdspLiveState() {
  const { t } = useTranslation('hdsp');
  const state = useDeviceState((session) => session.hdsp.state);
  const key = state === undefined ? 'unknown' : STATE_KEYS[state];
  return (
    <p className="hdsp-state" aria-live="polite">
      {t('state.label')}{' '}
      <strong data-testid="hdsp-state" data-state={key}>
        {t(`state.${key}`)}
      </strong>
    </p>
  );
}
