import { useTranslation } from 'react-i18next';
import { RadioCards } from '../../ui';
import type { PlayerTransport } from './transport';

/** Props of {@link TransportChoice}. */
export interface TransportChoiceProps {
  readonly value: PlayerTransport;
  readonly onChange: (transport: PlayerTransport) => void;
}

/**
 * Upload (HSSP) or stream (HSP), in people's words, with the plain statement of what leaves the
 * browser next to it: the video never does, the script only with the upload.
 */
export function TransportChoice({ value, onChange }: TransportChoiceProps) {
  const { t } = useTranslation('local');
  return (
    <section className="local-transport" aria-label={t('transport.heading')}>
      <h2 className="local-section-title">{t('transport.heading')}</h2>
      <RadioCards
        label={t('transport.heading')}
        value={value}
        onValueChange={onChange}
        options={[
          { value: 'hsp', title: t('transport.hsp'), description: t('transport.hspDetail') },
          { value: 'hssp', title: t('transport.hssp'), description: t('transport.hsspDetail') },
        ]}
      />
      <p className="local-privacy" data-testid="local-privacy">
        {t('transport.privacy')}
      </p>
    </section>
  );
}
