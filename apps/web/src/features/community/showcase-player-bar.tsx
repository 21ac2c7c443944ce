import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ConnectPrompt,
  DeviceSimulator,
  EngineError,
  LegacyFirmwareNotice,
  PauseNotice,
  SyncHealthPanel,
} from '../../player';
import { Button } from '../../ui';
import { PlayStopIcon } from './play-stop-icon';
import type { ShowcasePlayer } from './use-showcase-player';

/** Props of {@link ShowcasePlayerBar}. */
export interface ShowcasePlayerBarProps {
  readonly player: ShowcasePlayer;
  readonly connected: boolean;
}

/**
 * The page's player, docked at the bottom of the screen once something was played: the device
 * figure, what plays and whether it does, Stop (Play again once stopped), the sync health, and
 * whichever notice applies (no device, old firmware, a failed command, a pause the device caused).
 */
export function ShowcasePlayerBar({ player, connected }: ShowcasePlayerBarProps) {
  const { t } = useTranslation('community');
  const headingId = useId();
  const { entry, playing, device } = player;
  if (!entry) return null;
  const kind = entry.type === 'pattern' ? 'pattern' : 'script';
  return (
    <section
      className="community-player"
      aria-labelledby={headingId}
      data-testid="community-player"
      data-playing={playing}
    >
      <div className="community-player__figure">
        <DeviceSimulator expectedPct={player.positionPct} running={() => playing} />
      </div>
      <div className="community-player__what">
        <h2 id={headingId} className="community-player__heading">
          {t(playing ? 'player.playing' : 'player.stopped')}
        </h2>
        <p className="community-player__name" translate="no">
          {entry.name}
        </p>
        <p className="community-player__kind muted">{t(`player.loops.${kind}`)}</p>
      </div>
      <Button
        variant={playing ? 'secondary' : 'primary'}
        className="community-player__toggle"
        onClick={() => (playing ? player.stop() : player.play(entry))}
      >
        <PlayStopIcon playing={playing} />
        {t(playing ? 'stop' : 'play')}
      </Button>
      {/* Without a device, or with one too old to follow, there is no sync to tell. */}
      {connected && device.legacyFirmware === undefined && (
        <div className="community-player__health">
          <SyncHealthPanel status={device.status} onResync={device.resync} connected={connected} />
        </div>
      )}
      <div className="community-player__notices">
        {!connected && (
          <ConnectPrompt
            title={t('player.connect.title')}
            body={t('player.connect.body')}
            testId="community-connect"
          />
        )}
        {device.legacyFirmware !== undefined && (
          <LegacyFirmwareNotice version={device.legacyFirmware} media={kind} />
        )}
        {device.error && (
          <EngineError error={device.error} onRetry={device.resync} media="script" />
        )}
        <PauseNotice reason={player.pauseReason} />
      </div>
    </section>
  );
}
