import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '../../ui';
import { checkSourceUrl } from './intake/url-source';

/** Props of {@link UrlSourceField}. */
interface UrlSourceFieldProps {
  readonly label: string;
  /** The stored address, shown to start with. */
  readonly initial: string;
  readonly onOpen: (url: string) => void;
}

/** One address (video or script) with its own Open button; only http(s) addresses are taken. */
function UrlSourceField({ label, initial, onOpen }: UrlSourceFieldProps) {
  const { t } = useTranslation('local');
  const [text, setText] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkSourceUrl(text);
    setInvalid(!checked.ok);
    if (checked.ok) onOpen(checked.url);
  };
  return (
    <form className="local-url" onSubmit={submit} noValidate>
      <TextField
        label={label}
        type="url"
        inputMode="url"
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        error={invalid ? t('url.invalid') : undefined}
      />
      <Button type="submit" variant="secondary">
        {t('url.open')}
      </Button>
    </form>
  );
}

/** Props of {@link UrlSourceForm}. */
export interface UrlSourceFormProps {
  readonly videoUrl: string;
  readonly scriptUrl: string;
  readonly onVideoUrl: (url: string) => void;
  readonly onScriptUrl: (url: string) => void;
}

/** Opening a video and a script by address (spec `localPlayer.videoUrl` / `scriptUrl`). */
export function UrlSourceForm({
  videoUrl,
  scriptUrl,
  onVideoUrl,
  onScriptUrl,
}: UrlSourceFormProps) {
  const { t } = useTranslation('local');
  return (
    <details className="local-url-form">
      <summary>{t('url.heading')}</summary>
      <p className="local-muted">{t('url.help')}</p>
      <UrlSourceField label={t('url.video')} initial={videoUrl} onOpen={onVideoUrl} />
      <UrlSourceField label={t('url.script')} initial={scriptUrl} onOpen={onScriptUrl} />
    </details>
  );
}
