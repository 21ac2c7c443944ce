import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui';
import type { ImportLoss } from './beat-import';
import type { ScriptProblem } from '../../player';

/** What the last import did, for its message. */
export type ImportMessage =
  | {
      readonly kind: 'imported';
      readonly name: string;
      readonly exact: boolean;
      readonly loss: ImportLoss;
    }
  | { readonly kind: 'failed'; readonly name: string; readonly problem: ScriptProblem };

/** A file to download: its name and its text. */
export interface Download {
  readonly fileName: string;
  readonly text: string;
}

/** Props of {@link BeatFiles}. */
export interface BeatFilesProps {
  /** The beat as a funscript; undefined when it has nothing to export. */
  readonly beat: Download | undefined;
  /** The playlist as one funscript; undefined when it is empty. */
  readonly playlist: Download | undefined;
  readonly onImport: (file: File) => void;
  readonly message: ImportMessage | undefined;
}

/**
 * A file to download as a button: a link with the file inline (no object URL to revoke), or a
 * disabled button while there is nothing to export.
 */
function DownloadButton({
  download,
  label,
  testId,
}: {
  download: Download | undefined;
  label: string;
  testId: string;
}) {
  if (!download) {
    return (
      <Button variant="secondary" disabled>
        {label}
      </Button>
    );
  }
  return (
    <a
      className="ui-button ui-button--secondary"
      href={`data:application/json;charset=utf-8,${encodeURIComponent(download.text)}`}
      download={download.fileName}
      data-testid={testId}
    >
      {label}
    </a>
  );
}

/**
 * Beats as files people keep and share: the beat or the whole playlist as a `.funscript`, and a
 * `.funscript` or CSV made into a beat, with what had to change to fit the grid said plainly.
 */
export function BeatFiles({ beat, playlist, onImport, message }: BeatFilesProps) {
  const { t } = useTranslation('beatbox');
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="stack">
      <input
        ref={input}
        type="file"
        accept=".funscript,.json,.csv,application/json,text/csv"
        hidden
        aria-label={t('files.importLabel')}
        data-testid="beatbox-import-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onImport(file);
          // The same file chosen again imports again.
          event.target.value = '';
        }}
      />
      <div className="beatbox-files">
        <DownloadButton
          download={beat}
          label={t('files.exportBeat')}
          testId="beatbox-export-beat"
        />
        <DownloadButton
          download={playlist}
          label={t('files.exportPlaylist')}
          testId="beatbox-export-playlist"
        />
        <Button variant="secondary" onClick={() => input.current?.click()}>
          {t('files.import')}
        </Button>
      </div>
      <p className="muted">{t('files.help')}</p>
      {message && <ImportNotice message={message} />}
    </div>
  );
}

function ImportNotice({ message }: { message: ImportMessage }) {
  const { t, i18n } = useTranslation('beatbox');
  if (message.kind === 'failed') {
    return (
      <p className="notice notice--danger" role="alert" data-testid="beatbox-import-message">
        {t(`scriptError.${message.problem}`, { name: message.name })}
      </p>
    );
  }
  if (message.exact) {
    return (
      <p className="notice notice--success" role="status" data-testid="beatbox-import-message">
        {t('files.importedExact', { name: message.name })}
      </p>
    );
  }
  const { loss } = message;
  const number = new Intl.NumberFormat(i18n.language);
  const lost = [
    loss.truncatedSeconds > 0
      ? t('files.lostTruncated', { seconds: number.format(loss.truncatedSeconds) })
      : '',
    loss.mergedTimes > 0 ? t('files.lostMerged', { count: loss.mergedTimes }) : '',
    loss.shiftedTimes > 0 ? t('files.lostShifted', { count: loss.shiftedTimes }) : '',
    loss.movedPositions > 0 ? t('files.lostMoved', { count: loss.movedPositions }) : '',
  ].filter((line) => line !== '');
  return (
    <div className="notice" role="status" data-testid="beatbox-import-message">
      <p>{t('files.importedApprox', { name: message.name })}</p>
      <ul>
        {lost.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
