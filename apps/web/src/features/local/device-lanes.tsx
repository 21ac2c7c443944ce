import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TransportKind } from '@glide/core';
import {
  linkedDeviceName,
  useAlongLag,
  useChannelGroup,
  awayReason,
  type AwayReason,
  parsePartScript,
  partPlayable,
  partScriptValue,
  type DevicePart,
  type DeviceParts,
  type LinkedPart,
  type PartScript,
} from '../../device';
import {
  formatMs,
  formatSignedMs,
  OffsetControl,
  ScriptGraph,
  SyncLine,
  usePartPlayer,
} from '../../player';
import { SETTING_BOUNDS } from '../../preferences/bounds';
import { Button, DisclosureButton, NativeSelect, notify, Slider } from '../../ui';
import type { LoadedScript } from './intake/read-script';
import { partChoices } from './library/part-script';
import { usePartScript, type PartScriptState } from './library/use-part-script';
import type { LibraryItem } from './library/use-library';

/** What the device in use plays, which every lane is laid against. */
export interface LanesContext {
  readonly element: HTMLVideoElement | null;
  readonly transport: TransportKind;
  readonly loop: boolean;
  /** The media time now, ms (the graphs' playhead). */
  readonly positionMs: () => number;
  /** The device in use's script, as it loaded. */
  readonly script: LoadedScript | undefined;
  /** The library entry of the video, when it came from the library (its variants and axes). */
  readonly entry: LibraryItem | undefined;
}

/** Props of {@link DeviceLanes}. */
export interface DeviceLanesProps extends LanesContext {
  readonly parts: DeviceParts;
}

/** The value of "plays the same as your device" in a lane's script choice. */
const SAME = 'same';

/**
 * One timeline, a lane per linked device (issue 30: each device its own part): under the device in
 * use's graph, each linked device says what it plays and how it keeps up. A device may follow
 * another script of the video (a variant, another axis), its own stroke zone and its own offset;
 * Glide then streams to it on its own, on the video's clock. Shown while the linked devices play
 * along (multicast on, a device connected).
 */
export function DeviceLanes({ parts, ...context }: DeviceLanesProps) {
  const { t } = useTranslation('local');
  const headingId = useId();
  const { state: group } = useChannelGroup();
  if (parts.linked.length === 0) return null;
  return (
    <section className="local-lanes card" aria-labelledby={headingId} data-testid="device-lanes">
      <h2 id={headingId} className="local-lanes__heading">
        {t('lanes.heading')}
      </h2>
      <p className="local-muted">{t('lanes.lead')}</p>
      <ul className="local-lanes__list">
        {parts.linked.map((linked) => (
          <DeviceLane
            key={linked.device.connectionKey}
            linked={linked}
            context={context}
            away={awayReason(group, linked.device.connectionKey)}
            grouped={group.status === 'formed'}
            onPart={(part) => parts.setPart(linked.device.connectionKey, part)}
          />
        ))}
      </ul>
    </section>
  );
}

/** The label of a part's script choice. */
function useChoiceLabel(): (choice: PartScript) => string {
  const { t } = useTranslation('local');
  return (choice) => {
    switch (choice.kind) {
      case 'main':
        return t('lanes.main');
      case 'variant':
        return t('lanes.variant', { label: choice.label });
      case 'axis':
        return t('lanes.axis', { axis: choice.axis });
    }
  };
}

interface DeviceLaneProps {
  readonly linked: LinkedPart;
  readonly context: LanesContext;
  /** The device cannot play along now: nothing is streamed to it. */
  readonly away: AwayReason | undefined;
  /**
   * The linked devices have been checked (the group is formed): a part starts only then, so that
   * nothing is streamed to a device found offline or too old for it.
   */
  readonly grouped: boolean;
  readonly onPart: (part: DevicePart | undefined) => boolean;
}

function DeviceLane({ linked, context, away, grouped, onPart }: DeviceLaneProps) {
  const { t, i18n } = useTranslation('local');
  const label = useChoiceLabel();
  const controlsId = useId();
  const [editing, setEditing] = useState(false);
  const { device, part } = linked;
  const name = linkedDeviceName(device);
  const choice = part?.script === undefined ? undefined : parsePartScript(part.script);
  const read = usePartScript(context.entry, choice);
  const choices = partChoices(context.entry);
  // A choice this video lacks stays listed, so the select shows what is set.
  const listed =
    choice && !choices.some((item) => partScriptValue(item) === partScriptValue(choice))
      ? [...choices, choice]
      : choices;
  const save = (next: DevicePart | undefined) => {
    if (!onPart(next)) notify({ kind: 'negative', message: t('lanes.saveFailed') });
  };
  const [zoneMin, zoneMax] = part?.strokeZonePct ?? [0, 100];
  const [draftZone, setDraftZone] = useState<readonly number[] | undefined>(undefined);
  const summary = t('lanes.summary', {
    script: choice ? label(choice) : t('lanes.same'),
    min: zoneMin,
    max: zoneMax,
    offset: formatSignedMs(part?.offsetMs ?? 0, i18n.language),
  });
  return (
    <li className="local-lane" data-testid="device-lane" data-device={name}>
      <div className="local-lane__head">
        <h3 className="local-lane__name">{name}</h3>
        {away ? (
          <p className="local-muted" data-testid="lane-away">
            {t(`lanes.${away}`)}
          </p>
        ) : part ? null : (
          <AlongLine connectionKey={device.connectionKey} />
        )}
      </div>
      {part && grouped && !away && (
        <PartPlayer
          connectionKey={device.connectionKey}
          context={context}
          read={read}
          part={part}
          name={name}
        />
      )}
      <ScriptNote read={read} choice={choice} />
      {part && <p className="local-muted local-lane__summary">{summary}</p>}
      <DisclosureButton
        className="ui-button ui-button--ghost local-lane__edit"
        open={editing}
        onOpenChange={setEditing}
        controls={controlsId}
        sign="chevron"
      >
        {t('lanes.edit', { name })}
      </DisclosureButton>
      <div id={controlsId} className="local-lane__controls" hidden={!editing}>
        <NativeSelect
          label={t('lanes.plays')}
          value={choice ? partScriptValue(choice) : SAME}
          options={[
            { value: SAME, label: t('lanes.same') },
            ...listed.map((item) => ({ value: partScriptValue(item), label: label(item) })),
          ]}
          onValueChange={(value) => save({ ...part, script: value === SAME ? undefined : value })}
        />
        <Slider
          label={t('lanes.zone')}
          value={draftZone ?? [zoneMin, zoneMax]}
          min={SETTING_BOUNDS.percent.min}
          max={SETTING_BOUNDS.percent.max}
          minStepsBetweenThumbs={1}
          thumbLabels={[t('lanes.zoneMin'), t('lanes.zoneMax')]}
          formatValue={(value) => t('lanes.zoneValue', { pct: value })}
          onValueChange={setDraftZone}
          onValueCommit={([min = 0, max = 100]) => {
            setDraftZone(undefined);
            save({ ...part, strokeZonePct: min === 0 && max === 100 ? undefined : [min, max] });
          }}
        />
        <OffsetControl
          valueMs={part?.offsetMs ?? 0}
          onChange={(offsetMs) => save({ ...part, offsetMs })}
        />
        {part && (
          <Button variant="secondary" onClick={() => save(undefined)}>
            {t('lanes.reset')}
          </Button>
        )}
      </div>
    </li>
  );
}

/** Below this, ms, a device playing along is said to be in step with the device in use. */
const IN_STEP_MS = 5;

/** A device playing along: so, and how far behind the device in use it is when measured. */
function AlongLine({ connectionKey }: { readonly connectionKey: string }) {
  const { t, i18n } = useTranslation('local');
  const lagMs = useAlongLag(connectionKey);
  const ms = lagMs === undefined ? '' : formatMs(lagMs, i18n.language);
  return (
    <p className="local-muted" data-testid="lane-along">
      {t('lanes.along')}
      {lagMs !== undefined && (
        <span data-testid="lane-along-lag">
          {' · '}
          {Math.abs(lagMs) < IN_STEP_MS
            ? t('lanes.inStep')
            : t(lagMs > 0 ? 'lanes.behind' : 'lanes.ahead', { ms })}
        </span>
      )}
    </p>
  );
}

/** What a lane says of its script when it is not the one it names. */
function ScriptNote({
  read,
  choice,
}: {
  readonly read: PartScriptState;
  readonly choice: PartScript | undefined;
}) {
  const { t } = useTranslation('local');
  const label = useChoiceLabel();
  if (!choice) return null;
  switch (read.kind) {
    case 'reading':
      return <p className="local-muted">{t('lanes.reading')}</p>;
    case 'missing':
      return (
        <p className="notice" data-testid="lane-missing">
          {t('lanes.missing', { choice: label(choice) })}
        </p>
      );
    case 'unreadable':
      return (
        <p className="notice notice--danger" data-testid="lane-unreadable">
          {t('lanes.unreadable', { choice: label(choice) })}
        </p>
      );
    case 'ready':
    case 'same':
      return null;
  }
}

interface PartPlayerProps {
  readonly connectionKey: string;
  readonly context: LanesContext;
  readonly read: PartScriptState;
  readonly part: DevicePart;
  readonly name: string;
}

/** The engine of a device playing its own part, its status and its graph. */
function PartPlayer({ connectionKey, context, read, part, name }: PartPlayerProps) {
  const { t } = useTranslation('local');
  const { t: tPlayer } = useTranslation('player');
  // Its own script once read; the device in use's while there is none of its own.
  const source =
    read.kind === 'ready' ? read.loaded : read.kind === 'reading' ? undefined : context.script;
  const [zoneMin, zoneMax] = part.strokeZonePct ?? [0, 100];
  const playable = useMemo(
    () => (source ? partPlayable(source.script, source.fileName, [zoneMin, zoneMax]) : undefined),
    [source, zoneMin, zoneMax],
  );
  const { status, resync } = usePartPlayer({
    connectionKey,
    element: context.element,
    playable,
    transport: context.transport,
    loop: context.loop,
    offsetMs: part.offsetMs ?? 0,
  });
  return (
    <div className="local-lane__play">
      <SyncLine status={status} testId="lane-sync" />
      {/* The line says to resync: the way to, for this device alone. */}
      {status?.phase === 'error' && (
        <Button variant="secondary" className="local-lane__retry" onClick={resync}>
          {tPlayer('engineError.retry')}
        </Button>
      )}
      {source && playable && (
        <ScriptGraph
          actions={playable.actions}
          positionMs={() => context.positionMs() - (part.offsetMs ?? 0)}
          label={t('lanes.graphLabel', { name: source.fileName, device: name })}
        />
      )}
    </div>
  );
}
