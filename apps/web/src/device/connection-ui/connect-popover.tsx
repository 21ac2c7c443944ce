import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { Popover } from '../../ui/popover';
import { StatusDot } from '../../ui/status-dot';
import { TextField } from '../../ui/text-field';
import { ConnectButtonFace } from './connect-button-face';
import {
  checkConnectionKey,
  keyProblemMessage,
  normaliseConnectionKey,
} from '../../lib/connection-key';
import { useSharedVisit } from '../sharing/shared-visit';
import { STATUS_TONES } from '../status/status-tone';
import { useConnection } from '../connection/use-connection';
import './connection.css';

/**
 * The connect button with its popover: the connection key and Connect / Disconnect. Loaded on the
 * first use of {@link ConnectButton}, which shows the same button until then.
 */
export default function ConnectPopover({ initialOpen }: { readonly initialOpen: boolean }) {
  const { t } = useTranslation('common');
  const { status, errorMessage, retryScheduled, connect, disconnect } = useConnection();
  // Never a key someone shared for this visit: the field starts from the visitor's own.
  const { shownKey: connectionKey } = useSharedVisit();
  const [open, setOpen] = useState(initialOpen);
  const [draftKey, setDraftKey] = useState(connectionKey);
  // With a connection in place a malformed key is refused here, so a typo never drops it.
  const [keyProblem, setKeyProblem] = useState<'keyRequired' | 'keyInvalid' | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkConnectionKey(draftKey);
    if (!checked.ok && status !== 'idle') {
      setKeyProblem(keyProblemMessage(checked.problem));
      return;
    }
    if (!checked.ok) {
      // Nothing to keep: the connection takes the refusal as its own state and shows it.
      connect(draftKey).catch(() => undefined);
      return;
    }
    setKeyProblem(null);
    // The outcome is in the connection state, which the popover shows; nothing else to do here.
    connect(checked.key).catch(() => undefined);
  };

  const retry = () => {
    setKeyProblem(null);
    connect(connectionKey).catch(() => undefined);
  };
  const failed = status === 'error' || status === 'disconnected';

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        // Start from the key in use each time, not from an abandoned edit.
        if (next) {
          setDraftKey(connectionKey);
          setKeyProblem(null);
        }
        setOpen(next);
      }}
      label={t('connect.popoverLabel')}
      trigger={<ConnectButtonFace status={status} />}
    >
      <form className="connect-form" onSubmit={submit} noValidate>
        <p className="connection-status__line" role="status">
          <StatusDot tone={STATUS_TONES[status]} />
          <span>
            {t('connection.label')} <strong>{t(`connection.status.${status}`)}</strong>
          </span>
        </p>
        <TextField
          label={t('connect.keyLabel')}
          description={t('connect.keyHelp')}
          name="connection-key"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          value={draftKey}
          onChange={(event) => {
            setDraftKey(normaliseConnectionKey(event.target.value));
            setKeyProblem(null);
          }}
          error={keyProblem ? t(`errors.${keyProblem}`) : undefined}
        />
        {!keyProblem && errorMessage && status !== 'connecting' && (
          <p role="alert" className="error">
            {errorMessage}
          </p>
        )}
        {failed && retryScheduled && <p className="muted">{t('connect.retryScheduled')}</p>}
        <div className="row">
          <Button type="submit" disabled={status === 'connecting'}>
            {status === 'connecting' ? t('connect.connecting') : t('connect.connect')}
          </Button>
          {failed && connectionKey !== '' && (
            <Button variant="secondary" onClick={retry}>
              {t('connect.retry')}
            </Button>
          )}
          {(status === 'connected' || status === 'connecting') && (
            <Button variant="secondary" onClick={disconnect}>
              {t('connect.disconnect')}
            </Button>
          )}
        </div>
      </form>
    </Popover>
  );
}
