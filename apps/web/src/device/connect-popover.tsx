import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { Popover } from '../ui/popover';
import { StatusDot } from '../ui/status-dot';
import { TextField } from '../ui/text-field';
import { ConnectButtonFace } from './connect-button';
import { useSharedVisit } from './shared-visit';
import { STATUS_TONES } from './status-tone';
import { useConnection } from './use-connection';
import './device.css';

/**
 * The connect button with its popover: the connection key and Connect / Disconnect. Loaded on the
 * first use of {@link ConnectButton}, which shows the same button until then.
 */
export default function ConnectPopover({ initialOpen }: { readonly initialOpen: boolean }) {
  const { t } = useTranslation('common');
  const { status, errorMessage, connect, disconnect } = useConnection();
  // Never a key someone shared for this visit: the field starts from the visitor's own.
  const { shownKey: connectionKey } = useSharedVisit();
  const [open, setOpen] = useState(initialOpen);
  const [draftKey, setDraftKey] = useState(connectionKey);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The outcome is in the connection state, which the popover shows; nothing else to do here.
    connect(draftKey).catch(() => undefined);
  };

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        // Start from the key in use each time, not from an abandoned edit.
        if (next) setDraftKey(connectionKey);
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
          onChange={(event) => setDraftKey(event.target.value.trim())}
        />
        {errorMessage && status !== 'connecting' && (
          <p role="alert" className="error">
            {errorMessage}
          </p>
        )}
        <div className="row">
          <Button type="submit" disabled={status === 'connecting'}>
            {status === 'connecting' ? t('connect.connecting') : t('connect.connect')}
          </Button>
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
