import { useTranslation } from 'react-i18next';
import { useEmulatorOtaSwitch, type EmulatorOtaOutcome } from '../../../device';
import { Button } from '../../../ui';

const OUTCOMES: readonly EmulatorOtaOutcome[] = ['success', 'failure'];

/**
 * The emulator's switch for how the connected device's next update ends; against another API it
 * says there is none. The outcome in force is pressed and named in words, not by colour alone.
 */
export function EmulatorOtaSwitchCard() {
  const { t } = useTranslation('ota');
  const { reading, set } = useEmulatorOtaSwitch();
  return (
    <section className="debug-card" aria-labelledby="debug-ota-switch">
      <h2 id="debug-ota-switch">{t('debugTool.switchHeading')}</h2>
      {reading === undefined && <p className="muted">{t('debugTool.switchLoading')}</p>}
      {reading?.kind === 'notEmulator' && <p className="muted">{t('debugTool.notEmulator')}</p>}
      {reading?.kind === 'failed' && (
        <p role="alert" className="error">
          {t('debugTool.switchFailed')}
        </p>
      )}
      {reading?.kind === 'outcome' && (
        <>
          <p role="status" data-testid="debug-ota-outcome">
            {t(`debugTool.outcome.${reading.outcome}`)}
          </p>
          <div className="row" role="group" aria-label={t('debugTool.switchHeading')}>
            {OUTCOMES.map((outcome) => (
              <Button
                key={outcome}
                variant={reading.outcome === outcome ? 'primary' : 'secondary'}
                aria-pressed={reading.outcome === outcome}
                onClick={() => void set(outcome)}
              >
                {t(`debugTool.set.${outcome}`)}
              </Button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
