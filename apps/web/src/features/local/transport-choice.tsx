import { useTranslation } from 'react-i18next';
import { TransportPicker } from '../../player/components';
import { DEFAULT_TRANSPORT, type PlayerTransport } from './transport';

/** Props of {@link TransportChoice}. */
export interface TransportChoiceProps {
  readonly value: PlayerTransport;
  readonly onChange: (transport: PlayerTransport) => void;
}

/**
 * The transport picker with, next to it, the plain statement of what leaves the browser: the
 * video never does, the script only with the hosted transport.
 */
export function TransportChoice({ value, onChange }: TransportChoiceProps) {
  const { t } = useTranslation('local');
  return (
    <section className="local-transport">
      <TransportPicker value={value} onChange={onChange} recommended={DEFAULT_TRANSPORT} />
      <p className="local-privacy" data-testid="local-privacy">
        {t('transport.privacy')}
      </p>
    </section>
  );
}
