import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { localizedData } from '../../../i18n/pseudo';
import { tipText } from './pick-tip';
import { TipLink } from './tip-link';
import { appTipsSource } from './tips-instance';
import type { TipsSource } from './tips-source';
import { useRandomTip } from './use-random-tip';
import './random-tip.css';

/** Props of {@link RandomTip}; both are for tests, the app uses the defaults. */
export interface RandomTipProps {
  /** Where tips come from; `/handy_tips.json` by default. */
  source?: TipsSource;
  /** Uniform in `[0, 1)`; picks the tip. `Math.random` by default. */
  random?: () => number;
}

/**
 * One random tip from the tips file (spec §2), in the user's language where the file has it, else
 * in English. Renders nothing while loading and when the file is missing or malformed (the problem
 * is logged by the source).
 */
export function RandomTip({ source = appTipsSource, random = Math.random }: RandomTipProps) {
  const { t, i18n } = useTranslation('home', { keyPrefix: 'tip' });
  const tip = useRandomTip(source, random);
  const headingId = useId();
  if (!tip) return null;
  const { language, text } = tipText(tip, i18n.language);
  return (
    <section className="random-tip" aria-labelledby={headingId}>
      <h2 className="random-tip__heading" id={headingId}>
        {t('heading')}
      </h2>
      <p className="random-tip__text" lang={language}>
        {localizedData(text)}
      </p>
      {tip.link !== undefined && <TipLink link={tip.link} />}
    </section>
  );
}
