import { useTranslation } from 'react-i18next';

/** "Last time: movie.mp4 with movie.funscript": browsers cannot reopen local files by themselves. */
export function LastTime({ video, script }: { readonly video: string; readonly script: string }) {
  const { t } = useTranslation('local');
  if (video === '' && script === '') return null;
  const text =
    video !== '' && script !== ''
      ? t('lastTime.both', { video, script })
      : video !== ''
        ? t('lastTime.video', { video })
        : t('lastTime.script', { script });
  return (
    <p className="local-last-time" data-testid="local-last-time">
      {text}
    </p>
  );
}
