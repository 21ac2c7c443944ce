import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../../preferences/use-preferences';
import { Button } from '../../../ui';
import { EntryFactsCache } from './entry-facts';
import { LibraryRow } from './library-row';
import type { Library } from './use-library';

/** Props of {@link LibraryPanel}. */
export interface LibraryPanelProps {
  readonly library: Library;
  /** Opens the folder input (every browser has one, and the tests use it). */
  readonly onPickFolder: () => void;
}

/** Previous or next, with the key that does the same when shortcuts are on. */
function StepButton(props: {
  readonly label: string;
  readonly shortcut: string | undefined;
  readonly onClick: () => void;
  readonly testId: string;
}) {
  const key = props.shortcut?.toUpperCase();
  return (
    <Button
      variant="secondary"
      onClick={props.onClick}
      aria-keyshortcuts={key}
      data-testid={props.testId}
    >
      {props.label}
      {key && (
        <kbd className="local-library__key" aria-hidden="true">
          {key}
        </kbd>
      )}
    </Button>
  );
}

/**
 * The playlist beside the player: the folder's videos in order with what each holds, the controls
 * of a playlist (previous, next, repeat, shuffle), the files that could not be paired and why, and
 * every state of a folder (reading, to open again after a reload, failed).
 */
export function LibraryPanel({ library, onPickFolder }: LibraryPanelProps) {
  const { t } = useTranslation('local');
  const headingId = useId();
  const { library: stored, keyBinding } = usePreferences();
  // The keys of next and previous (settable in the settings), shown while shortcuts are on.
  const keys = keyBinding.enabled ? keyBinding.playlist : undefined;
  const { view } = library;
  // One cache per opened folder: a new folder reads its scripts afresh.
  const [facts, setFacts] = useState(() => new EntryFactsCache());
  const [folder, setFolder] = useState(view.kind === 'open' ? view.folder : undefined);
  if (view.kind === 'open' && view.folder !== folder) {
    setFolder(view.folder);
    setFacts(new EntryFactsCache());
  }
  const open = () => (library.canPickDirectory ? void library.openPicker() : onPickFolder());
  const repeatNext = { off: 'all', all: 'one', one: 'off' } as const;

  return (
    <section className="card stack local-library" aria-labelledby={headingId} data-testid="library">
      <div className="local-library__head">
        <h2 id={headingId}>
          {view.kind === 'open' && view.folder.name
            ? t('library.headingNamed', { name: view.folder.name })
            : t('library.heading')}
        </h2>
        <Button variant="secondary" onClick={open} data-testid="library-open">
          {view.kind === 'none' ? t('library.open') : t('library.openOther')}
        </Button>
      </div>
      {view.kind === 'none' && <p className="local-muted">{t('library.intro')}</p>}
      {!library.canPickDirectory && (view.kind === 'none' || view.kind === 'open') && (
        // Without the directory picker (Firefox, Safari) a folder comes by the input, for this
        // visit only: said before the user counts on it coming back.
        <p className="local-muted" data-testid="library-no-picker">
          {t('library.noPicker')}
        </p>
      )}
      {view.kind === 'reading' && (
        <p role="status" data-testid="library-reading">
          {t('library.readingFolder')}
        </p>
      )}
      {view.kind === 'failed' && (
        <p className="notice notice--danger" role="alert" data-testid="library-failed">
          {t('library.failed')}
        </p>
      )}
      {view.kind === 'needsAccess' && (
        <div className="notice" data-testid="library-needs-access">
          <p>{t('library.needsAccess', { name: view.name })}</p>
          <Button onClick={() => void library.regrant()}>{t('library.regrant')}</Button>
        </div>
      )}
      {view.kind === 'byName' && (
        <div className="stack" data-testid="library-by-name">
          <p className="notice">{t('library.byName', { name: view.name })}</p>
          <ol className="local-library__names">
            {view.videos.map((path) => (
              <li
                key={path}
                aria-current={path === stored.current ? 'true' : undefined}
                translate="no"
              >
                {path}
              </li>
            ))}
          </ol>
        </div>
      )}
      {view.kind === 'open' && (
        <>
          <div className="local-library__controls">
            <StepButton
              label={t('library.previous')}
              shortcut={keys?.previous}
              onClick={library.previous}
              testId="library-previous"
            />
            <StepButton
              label={t('library.next')}
              shortcut={keys?.next}
              onClick={library.next}
              testId="library-next"
            />
            <Button
              variant="ghost"
              onClick={() => library.setRepeat(repeatNext[library.repeat])}
              data-testid="library-repeat"
            >
              {t(`library.repeat.${library.repeat}`)}
            </Button>
            <Button
              variant="ghost"
              aria-pressed={library.shuffle}
              onClick={() => library.setShuffle(!library.shuffle)}
              data-testid="library-shuffle"
            >
              {t('library.shuffle')}
            </Button>
          </div>
          <p className="local-muted" data-testid="library-summary">
            {t('library.summary', { count: view.pairing.entries.length })}
          </p>
          {view.pairing.entries.length === 0 ? (
            <p className="notice" data-testid="library-empty">
              {view.folder.files.length === 0 ? t('library.emptyFolder') : t('library.noVideos')}
            </p>
          ) : (
            <ol className="local-library__list" aria-label={t('library.listLabel')}>
              {library.order.map((index) => {
                const entry = view.pairing.entries[index];
                if (!entry) return null;
                return (
                  <LibraryRow
                    key={entry.video.path}
                    entry={entry}
                    index={index}
                    playing={index === library.current}
                    variant={stored.variants[entry.video.path]}
                    facts={facts}
                    onSelect={library.select}
                    onVariant={library.chooseVariant}
                  />
                );
              })}
            </ol>
          )}
          {view.pairing.unpaired.length > 0 && (
            <details className="local-library__unpaired" data-testid="library-unpaired">
              <summary>
                {t('library.unpairedTitle', { count: view.pairing.unpaired.length })}
              </summary>
              <ul>
                {view.pairing.unpaired.map(({ file, reason }) => (
                  <li key={file.path}>
                    <span translate="no">{file.path}</span>
                    {' — '}
                    {t(`library.reason.${reason}`)}
                  </li>
                ))}
              </ul>
            </details>
          )}
          {(view.folder.fileLimitReached || view.folder.unreadableCount > 0) && (
            <p className="local-muted" data-testid="library-partial">
              {view.folder.fileLimitReached
                ? t('library.capped')
                : t('library.someUnreadable', { count: view.folder.unreadableCount })}
            </p>
          )}
        </>
      )}
    </section>
  );
}
