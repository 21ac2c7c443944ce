import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui';
import type { ScriptSourceControls } from './use-script-source';

/** Formats a length in ms as m:ss. */
export function formatLength(ms: number): string {
  const totalS = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(totalS / 60)}:${String(totalS % 60).padStart(2, '0')}`;
}

/**
 * Where the script comes from: a file picker, a drop zone (the whole card) and the shipped sample;
 * then what was opened, or why it could not be, with the way to pick another.
 */
export function ScriptPicker({ source, open, openSample, clear }: ScriptSourceControls) {
  const { t } = useTranslation('hsp');
  const headingId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) open(file);
  };

  return (
    <section
      className="card stack hsp-source"
      aria-labelledby={headingId}
      data-dragging={dragging || undefined}
      data-testid="hsp-source"
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <h2 id={headingId}>{t('source.heading')}</h2>
      <input
        ref={input}
        type="file"
        accept=".funscript,.csv,.json,application/json,text/csv"
        // Out of the layout and of the keyboard order: the button below opens it.
        hidden
        data-testid="hsp-file-input"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file) open(file);
          event.currentTarget.value = '';
        }}
      />
      {source.kind === 'ready' ? (
        <p data-testid="hsp-script-loaded">
          {t('source.loaded', {
            name: source.script.fileName,
            points: source.script.source.points.length,
            length: formatLength(source.script.durationMs),
          })}
        </p>
      ) : (
        <p className="hsp-source__drop">{dragging ? t('source.dropHere') : t('source.drop')}</p>
      )}
      {source.kind === 'loading' && (
        <p role="status" className="muted">
          {t('source.loading', { name: source.fileName })}
        </p>
      )}
      {source.kind === 'failed' && (
        <p role="alert" className="notice notice--danger" data-testid="hsp-script-error">
          {t('source.failed', {
            name: source.fileName,
            reason: t(`source.problem.${source.problem}`),
          })}
        </p>
      )}
      <div className="row">
        <Button onClick={() => input.current?.click()}>
          {source.kind === 'ready' ? t('source.change') : t('source.pick')}
        </Button>
        {source.kind === 'ready' ? (
          <Button variant="ghost" onClick={clear}>
            {t('source.clear')}
          </Button>
        ) : (
          <Button variant="secondary" onClick={openSample}>
            {t('source.sample')}
          </Button>
        )}
      </div>
      {source.kind !== 'ready' && <p className="muted">{t('source.sampleHelp')}</p>}
      <p className="muted">{t('source.privacy')}</p>
    </section>
  );
}
