import { useEffect, useState } from 'react';
import { pickTip } from './pick-tip';
import type { Tip } from './tips-schema';
import type { TipsSource } from './tips-source';

/**
 * One tip drawn with `random` from `source` once it has loaded, or `undefined` before that and
 * when there are none. The draw happens once per mount: re-renders (a language change) keep the tip.
 */
export function useRandomTip(source: TipsSource, random: () => number): Tip | undefined {
  const [tip, setTip] = useState<Tip>();
  useEffect(() => {
    let active = true;
    void source.load().then((tips) => {
      if (active) setTip((current) => current ?? pickTip(tips, random));
    });
    return () => {
      active = false;
    };
  }, [source, random]);
  return tip;
}
