import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, StatusDot, type StatusTone } from '../../ui';
import { useChannelGroup, useLinkedOnline, type OnlineState } from '../../device';
import { reachKey, reachOf } from './link-group';
import { linkedDeviceName, type LinkedDevice } from './validate-link';

const TONES: Record<OnlineState['kind'], StatusTone> = {
  unknown: 'neutral',
  checking: 'progress',
  online: 'success',
  offline: 'danger',
  failed: 'warning',
};

/** Props of {@link LinkedDeviceList}. */
export interface LinkedDeviceListProps {
  readonly linked: readonly LinkedDevice[];
  readonly onRemove: (device: LinkedDevice) => void;
}

/** The linked devices, each with its online state and a way to unlink it. */
export function LinkedDeviceList({ linked, onRemove }: LinkedDeviceListProps) {
  const { t } = useTranslation('link');
  const { t: tc } = useTranslation('common');
  const headingId = useId();
  const online = useLinkedOnline(linked.map((device) => device.connectionKey));
  const { state: group } = useChannelGroup();

  const describe = (state: OnlineState): string =>
    state.kind === 'failed'
      ? t('list.failed', { message: tc(`errors.${state.error.key}`, state.error.values) })
      : t(`list.${state.kind}`);

  return (
    <section className="card" aria-labelledby={headingId}>
      <div className="link-list__head">
        <h2 id={headingId}>{t('list.heading')}</h2>
        {online.canCheck && linked.length > 0 && (
          <Button variant="secondary" onClick={online.refresh}>
            {t('list.refresh')}
          </Button>
        )}
      </div>
      {linked.length === 0 ? (
        <p className="muted">{t('list.empty')}</p>
      ) : (
        <>
          {!online.canCheck && <p className="muted">{t('list.connectToCheck')}</p>}
          <ul className="link-list" aria-labelledby={headingId}>
            {linked.map((device) => {
              const state = online.stateOf(device.connectionKey);
              const reach = reachOf(group, device.connectionKey);
              const name = linkedDeviceName(device);
              return (
                <li
                  key={device.connectionKey}
                  className="link-list__item"
                  data-testid="linked-device"
                  data-state={state.kind}
                >
                  <div className="link-list__text">
                    <span className="link-list__name" translate={device.label ? undefined : 'no'}>
                      {name}
                    </span>
                    {device.label !== undefined && (
                      <code className="link-list__key" translate="no">
                        {device.connectionKey}
                      </code>
                    )}
                    <span className="link-list__state" data-testid="linked-device-state">
                      <StatusDot tone={TONES[state.kind]} />
                      {describe(state)}
                    </span>
                    {reach && (
                      <span className="muted" data-testid="linked-device-reach">
                        {t('list.reach', { reach: t(reachKey(reach)) })}
                      </span>
                    )}
                  </div>
                  <Button
                    variant="ghost"
                    aria-label={t('list.remove', { name })}
                    onClick={() => onRemove(device)}
                  >
                    {t('list.removeShort')}
                  </Button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
