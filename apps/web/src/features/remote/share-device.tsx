import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logger } from '../../lib/logger';
import { Button, notify, TextField } from '../../ui';
import { shareLink } from './share-link';

/** Props of {@link ShareDevice}. */
export interface ShareDeviceProps {
  /** The key of the device to share; `''` before there is one. */
  readonly connectionKey: string;
  /**
   * The device is someone else's, shared with this visitor for this visit: its key is never
   * shown or offered as a link here; only the owner can share it.
   */
  readonly sharedWithMe?: boolean;
}

/**
 * "Share this device": a link that opens the remote control for someone else, connected to this
 * device. Copied to the clipboard where the browser allows it; otherwise (or on request) shown in a
 * read-only field to select and copy by hand. The warning says what the link gives away.
 */
export function ShareDevice({ connectionKey, sharedWithMe = false }: ShareDeviceProps) {
  const { t } = useTranslation('remote');
  const headingId = useId();
  const [shown, setShown] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const link =
    connectionKey === '' || sharedWithMe ? '' : shareLink(window.location.origin, connectionKey);

  const show = () => {
    if (shown) {
      field.current?.focus();
      return;
    }
    // The field mounts focused (autoFocus), and focusing it selects the whole link.
    setShown(true);
  };

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard API not available');
      await navigator.clipboard.writeText(link);
      notify({ kind: 'positive', message: t('share.copied') });
    } catch (error) {
      logger.warn('share link not copied', error);
      notify({ kind: 'warning', message: t('share.copyFailed') });
      show();
    }
  };

  return (
    <section className="card stack remote-share" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('share.heading')}</h2>
      {!sharedWithMe && (
        <p className="notice" data-testid="share-warning">
          {t('share.warning')}
        </p>
      )}
      {sharedWithMe ? (
        <p className="muted" data-testid="shared-with-me">
          {t('share.sharedWithMe')}
        </p>
      ) : connectionKey === '' ? (
        <p className="muted">{t('share.connectFirst')}</p>
      ) : (
        <>
          <div className="row">
            <Button onClick={() => void copy()}>{t('share.copy')}</Button>
            <Button variant="secondary" onClick={show} aria-expanded={shown}>
              {t('share.show')}
            </Button>
          </div>
          {shown && (
            <TextField
              ref={field}
              label={t('share.link')}
              description={t('share.linkHelp')}
              value={link}
              readOnly
              // Shown at the user's request (or because copying failed): the link is what they want next.
              autoFocus
              translate="no"
              className="remote-share__field"
              onFocus={(event) => event.currentTarget.select()}
            />
          )}
        </>
      )}
    </section>
  );
}
