import type { LoggedEvent } from './event-log';

/** Formats a time of arrival to the millisecond, in the page's language. */
export type TimeFormat = (ms: number) => string;

/** One event of the channel log: its time, its name and its payload. */
export function EventRow({ entry, formatTime }: { entry: LoggedEvent; formatTime: TimeFormat }) {
  return (
    <li className="debug-event">
      <div className="debug-event__head">
        <time dateTime={new Date(entry.receivedAtMs).toISOString()} className="debug-event__time">
          {formatTime(entry.receivedAtMs)}
        </time>
        <code className="debug-event__name">{entry.name}</code>
      </div>
      <pre className="debug-event__data" translate="no">
        {JSON.stringify(entry.data, null, 2)}
      </pre>
    </li>
  );
}
