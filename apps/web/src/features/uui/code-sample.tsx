import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, notify } from '../../ui';
import { logger } from '../../lib/logger';

/** Props of {@link CodeSample}. */
export interface CodeSampleProps {
  /** The sample's heading. */
  title: string;
  /** A sentence on when to use it. */
  description: string;
  code: string;
}

/** A titled code block with a Copy button that reports the outcome as a notification. */
export function CodeSample({ title, description, code }: CodeSampleProps) {
  const { t } = useTranslation('uui');
  const headingId = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      notify({ kind: 'positive', message: t('embed.copied') });
    } catch (error) {
      // Clipboard access is refused on insecure origins and in some embedded browsers.
      logger.warn('Copying the sample failed', error);
      notify({ kind: 'negative', message: t('embed.copyFailed') });
    }
  };
  return (
    <section className="uui-sample" aria-labelledby={headingId}>
      <div className="uui-sample__head">
        <h3 id={headingId}>{title}</h3>
        <Button variant="secondary" onClick={() => void copy()}>
          {t('embed.copy')} <span className="visually-hidden">{title}</span>
        </Button>
      </div>
      <p>{description}</p>
      {/* Focusable so that keyboard users can scroll a sample wider than the screen. */}
      <pre className="uui-sample__code" tabIndex={0} aria-labelledby={headingId}>
        <code translate="no">{code}</code>
      </pre>
    </section>
  );
}
