import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConnectionStatus } from '../../../device';
import { Button, NativeSelect } from '../../../ui';
import {
  EVENT_LOG_CAPACITY,
  eventNames,
  filterEvents,
  serialiseEvents,
  type EventLog,
  type ExportFormat,
} from './event-log';
import { eventLogStore, type EventLogStore } from './event-log-store';
import { downloadText } from './download-text';
import { EventRow } from './event-row';
import { StreamPanel } from './stream-panel';
import { useEventLog } from './use-event-log';

const ALL = '*';
const MIME: Record<ExportFormat, string> = {
  json: 'application/json',
  ndjson: 'application/x-ndjson',
};

/** Props of {@link ChannelTool}. */
export interface ChannelToolProps {
  /** The log shown (tests pass their own). */
  store?: EventLogStore;
  /** Saves an export (tests catch it). */
  download?: typeof downloadText;
}

/**
 * `/debug/channel`: every event the session receives, newest first, with its time and payload;
 * filtered by name, paused (the view holds still while the log goes on), cleared and exported.
 */
export default function ChannelTool({
  store = eventLogStore(),
  download = downloadText,
}: ChannelToolProps) {
  const { t, i18n } = useTranslation('debug');
  const live = useEventLog(store);
  const [frozen, setFrozen] = useState<EventLog>();
  const [filter, setFilter] = useState(ALL);
  const shown = frozen ?? live;
  const name = filter === ALL ? undefined : filter;
  const entries = useMemo(() => filterEvents(shown.entries, name).toReversed(), [shown, name]);
  const names = eventNames(live.entries);
  if (name !== undefined && !names.includes(name)) names.push(name);
  const timeFormat = useMemo(
    () =>
      new Intl.DateTimeFormat(i18n.language, {
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        fractionalSecondDigits: 3,
        hour12: false,
      }),
    [i18n.language],
  );

  const exportAs = (format: ExportFormat) => {
    const stamp = new Date().toISOString().replaceAll(':', '-');
    const text = serialiseEvents(filterEvents(shown.entries, name), format);
    download(`glide-events-${stamp}.${format}`, text, MIME[format]);
  };

  return (
    <>
      <ConnectionStatus />
      <StreamPanel />
      <div className="debug-toolbar" role="group" aria-label={t('channel.controls')}>
        <NativeSelect
          label={t('channel.filter')}
          value={filter}
          options={[
            { value: ALL, label: t('channel.allEvents') },
            ...names.map((value) => ({ value, label: value })),
          ]}
          onValueChange={setFilter}
        />
        <div className="debug-actions">
          <Button
            variant="secondary"
            aria-pressed={frozen !== undefined}
            onClick={() => setFrozen(frozen ? undefined : live)}
          >
            {frozen ? t('channel.resume') : t('channel.pause')}
          </Button>
          <Button variant="secondary" onClick={() => store.clear()}>
            {t('channel.clear')}
          </Button>
          <Button variant="secondary" onClick={() => exportAs('json')}>
            {t('channel.exportJson')}
          </Button>
          <Button variant="secondary" onClick={() => exportAs('ndjson')}>
            {t('channel.exportNdjson')}
          </Button>
        </div>
      </div>
      {/* Not a live region: a busy stream would talk over everything else. */}
      <p className="muted">
        {frozen
          ? t('channel.paused', { count: live.total - frozen.total })
          : t('channel.kept', { count: live.entries.length, capacity: EVENT_LOG_CAPACITY })}
      </p>
      {entries.length === 0 ? (
        <p className="debug-empty">{name ? t('channel.emptyFiltered') : t('channel.empty')}</p>
      ) : (
        <ol className="debug-events" aria-label={t('channel.logLabel')}>
          {entries.map((entry) => (
            <EventRow key={entry.seq} entry={entry} formatTime={(ms) => timeFormat.format(ms)} />
          ))}
        </ol>
      )}
    </>
  );
}
