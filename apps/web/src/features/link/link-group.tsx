import { useTranslation } from 'react-i18next';
import { useChannelGroup, type DirectReason, type GroupState } from '../../device';
import { Button, StatusDot, type StatusTone } from '../../ui';

/** How a device is reached: in the channel, or on its own (and why). */
export type Reach =
  { readonly kind: 'group' } | { readonly kind: 'own'; readonly reason: DirectReason };

/** How the group reaches `connectionKey`, once it is formed. */
export function reachOf(state: GroupState, connectionKey: string): Reach | undefined {
  if (state.status !== 'formed') return undefined;
  if (state.group.plan.channelKeys.includes(connectionKey)) return { kind: 'group' };
  const direct = state.group.plan.direct.find((item) => item.connectionKey === connectionKey);
  return direct ? { kind: 'own', reason: direct.reason } : undefined;
}

/** The sentence of a device's reach (`link:reach.*`). */
export function reachKey(reach: Reach): `reach.${'group' | DirectReason}` {
  return reach.kind === 'group' ? 'reach.group' : `reach.${reach.reason}`;
}

/** Props of {@link LinkGroup}. */
export interface LinkGroupProps {
  /** The device in use, for its own line. */
  readonly currentKey: string;
}

/**
 * How the commands reach the devices while multicast is on: one request for those grouped in a
 * channel, one each for the others, with the device in use's own reach and a way to group again
 * (a device came online, its firmware was updated).
 */
export function LinkGroup({ currentKey }: LinkGroupProps) {
  const { t } = useTranslation('link');
  const { t: tc } = useTranslation('common');
  const { state, refresh } = useChannelGroup();
  if (state.status === 'off') return <p className="muted">{t('group.off')}</p>;
  if (state.status === 'forming') {
    return (
      <p className="link-group__line" role="status">
        <StatusDot tone="progress" />
        {t('group.forming')}
      </p>
    );
  }
  const { group } = state;
  const grouped = group.plan.channelKeys.length;
  let tone: StatusTone = 'success';
  let summary: string;
  if (grouped > 0) {
    summary = t('group.channel', { count: grouped });
  } else if (group.unavailable) {
    tone = 'neutral';
    summary = t('group.unavailable');
  } else if (group.failure) {
    tone = 'warning';
    summary = t('group.failed', {
      message: tc(`errors.${group.failure.key}`, group.failure.values),
    });
  } else {
    tone = 'neutral';
    summary = t('group.none');
  }
  const current = reachOf(state, currentKey);
  return (
    <div className="stack" data-testid="link-group" data-grouped={grouped}>
      <p className="link-group__line" role="status">
        <StatusDot tone={tone} />
        {summary}
      </p>
      {current && (
        <p className="muted" data-testid="link-group-current">
          {t('group.current', { reach: t(reachKey(current)) })}
        </p>
      )}
      <div>
        <Button variant="secondary" onClick={refresh}>
          {t('group.refresh')}
        </Button>
      </div>
    </div>
  );
}
