import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSignedMs, OffsetControl } from '../../player';
import { usePreferences } from '../../preferences/use-preferences';
import { Button } from '../../ui';
import type { SyncOffset } from './use-sync-offset';

/** Props of {@link SyncOffsetCard}. */
export interface SyncOffsetCardProps {
  readonly offset: SyncOffset;
  readonly connected: boolean;
}

/**
 * The offset being tuned (heard at once), what the device keeps, and "Save to device" with its
 * confirmation or the reason it failed, announced as they change.
 */
export function SyncOffsetCard({ offset, connected }: SyncOffsetCardProps) {
  const { t, i18n } = useTranslation('sync');
  const { t: tc } = useTranslation('common');
  const headingId = useId();
  const { timeOffset, enabled: keysOn } = usePreferences().keyBinding;
  const ms = { format: (valueMs: number) => formatSignedMs(valueMs, i18n.language) };
  const { saveState, savedMs } = offset;
  const saving = saveState.kind === 'saving';
  return (
    <section className="card stack sync-offset" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('offset.heading')}</h2>
      <OffsetControl valueMs={offset.valueMs} onChange={offset.change} />
      <p className="muted">
        {t(keysOn ? 'offset.keys' : 'offset.keysOff', {
          earlier: timeOffset.decrease.toUpperCase(),
          later: timeOffset.increase.toUpperCase(),
          step: timeOffset.incrementMs,
        })}
      </p>
      <p data-testid="sync-offset-device">
        {savedMs === undefined
          ? t('offset.deviceUnknown')
          : offset.unsaved
            ? t('offset.unsaved', { draft: ms.format(offset.valueMs), saved: ms.format(savedMs) })
            : t('offset.deviceKeeps', { offset: ms.format(savedMs) })}
      </p>
      <div className="row">
        <Button
          onClick={() => void offset.save()}
          disabled={!connected || saving || !offset.unsaved}
          aria-describedby={connected ? undefined : `${headingId}-connect`}
        >
          {saving ? t('offset.saving') : t('offset.save')}
        </Button>
      </div>
      {!connected && (
        <p id={`${headingId}-connect`} className="muted">
          {t('offset.connectToSave')}
        </p>
      )}
      <div role="status" aria-live="polite" data-testid="sync-save-status">
        {saveState.kind === 'saved' && (
          <p className="sync-offset__saved notice notice--success">
            <span aria-hidden>✓ </span>
            {t('offset.saved', { offset: ms.format(saveState.offsetMs) })}
          </p>
        )}
        {saveState.kind === 'failed' && (
          <p className="sync-offset__failed notice notice--danger">
            <span aria-hidden>! </span>
            {saveState.error
              ? t('offset.failed', {
                  reason: tc(`errors.${saveState.error.key}`, saveState.error.values),
                })
              : t('offset.failedUnknown')}
          </p>
        )}
      </div>
    </section>
  );
}
