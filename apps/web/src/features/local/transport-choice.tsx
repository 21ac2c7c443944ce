import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TransportPicker } from '../../player';
import { DEFAULT_TRANSPORT, type PlayerTransport } from './transport';

/** Props of {@link TransportChoice}. */
export interface TransportChoiceProps {
  readonly value: PlayerTransport;
  readonly onChange: (transport: PlayerTransport) => void;
  /** The device follows the script now: switching would pull it out from under the device. */
  readonly locked?: boolean;
}

/**
 * The transport picker with, next to it, the plain statement of what leaves the browser: the
 * video never does, the script only with the hosted transport. While the device follows a script
 * the choice is locked and says why, so a greyed-out picker is never a riddle.
 */
export function TransportChoice({ value, onChange, locked = false }: TransportChoiceProps) {
  const { t } = useTranslation('local');
  const reasonId = useId();
  return (
    <section className="local-transport" aria-describedby={locked ? reasonId : undefined}>
      <TransportPicker
        value={value}
        onChange={onChange}
        recommended={DEFAULT_TRANSPORT}
        disabled={locked}
      />
      {locked && (
        <p id={reasonId} className="local-transport__locked" data-testid="local-transport-locked">
          {t('transport.locked')}
        </p>
      )}
      <p className="local-privacy" data-testid="local-privacy">
        {t('transport.privacy')}
      </p>
    </section>
  );
}
