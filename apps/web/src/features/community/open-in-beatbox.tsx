import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PatternCycle } from '@glide/core';
import { defaultPreferences } from '../../preferences';
import { beatDataOf, beatHandoff } from '../../preferences/beat-data';
import { Button } from '../../ui';
import { beatProblems, patternBeat, type BeatProblem, type PatternBeat } from './pattern-beat';

/** Props of {@link OpenInBeatbox}. */
export interface OpenInBeatboxProps {
  /** The pattern's name: the beat's name in the beatbox. */
  readonly name: string;
  readonly cycle: PatternCycle;
}

/** The longest name a beat may have (the settings' schema). */
const MAX_BEAT_NAME = 100;

/**
 * "Open in beatbox": the pattern as a beat on the beatbox's grid, opened there. A pattern the grid
 * holds (see `patternBeat`) opens at once; otherwise the card says in words what the closest grid
 * would change, and "Open anyway" opens that one.
 */
export function OpenInBeatbox({ name, cycle }: OpenInBeatboxProps) {
  const { t, i18n } = useTranslation('community');
  const navigate = useNavigate();
  const noteId = useId();
  // Worked out on the first press, not for every card on the page: it tries several grids.
  const [misfit, setMisfit] = useState<PatternBeat | undefined>(undefined);

  const open = (result: PatternBeat) => {
    const base = defaultPreferences.beatbox.currentBeat;
    const beat = beatDataOf(result.beat, { ...base, name: name.slice(0, MAX_BEAT_NAME) });
    void navigate('/beatbox', { state: beatHandoff(beat) });
  };
  const onOpen = () => {
    const result = patternBeat(cycle);
    if (!result) return;
    if (result.fits) open(result);
    else setMisfit(result);
  };

  const list = new Intl.ListFormat(i18n.language, { style: 'long', type: 'conjunction' });
  const seconds = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const words = (problem: BeatProblem): string => {
    switch (problem.kind) {
      case 'merged':
        return t('beatFit.merged', { count: problem.count });
      case 'truncated':
        return t('beatFit.truncated', { seconds: seconds.format(problem.afterMs / 1000) });
      case 'moved':
        return t('beatFit.moved', { count: problem.count });
      case 'shifted':
        return t('beatFit.shifted', { count: problem.count, ms: problem.upToMs });
    }
  };

  return (
    <>
      <Button variant="secondary" onClick={onOpen} aria-describedby={misfit ? noteId : undefined}>
        {t('openInBeatbox')}{' '}
        <span className="visually-hidden" translate="no">
          {name}
        </span>
      </Button>
      {misfit && (
        <div className="showcase-card__misfit notice" id={noteId} role="status">
          <p>{t('beatFit.summary', { problems: list.format(beatProblems(misfit).map(words)) })}</p>
          <Button variant="secondary" onClick={() => open(misfit)}>
            {t('openAnyway')}{' '}
            <span className="visually-hidden" translate="no">
              {name}
            </span>
          </Button>
        </div>
      )}
    </>
  );
}
