import { useTranslation } from 'react-i18next';
import type { ActionResult } from './use-control-action';

/**
 * A section's last result, announced politely. A failure is marked by its words and an icon-like
 * prefix, not by colour alone.
 */
export function ActionResultLine({ result }: { result: ActionResult | undefined }) {
  const { t } = useTranslation('debug');
  if (!result) return <p className="muted" role="status" />;
  return (
    <p
      role="status"
      className={result.ok ? 'debug-result' : 'debug-result debug-result--error'}
      data-outcome={result.ok ? 'ok' : 'error'}
    >
      {result.ok
        ? t('emulator.done', { message: result.message })
        : t('emulator.failed', {
            message: t(`emulator.errors.${result.error}`, { status: result.status ?? '' }),
          })}
    </p>
  );
}
