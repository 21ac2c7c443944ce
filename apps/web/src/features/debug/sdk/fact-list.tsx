import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type en from '../locales/en-US.json';

/** The facts the SDK page names. */
export type FactKey = keyof typeof en.sdk.facts;

/** One fact: its label key under `sdk.facts`, and its value as shown. */
export type Fact = readonly [label: FactKey, value: ReactNode];

/** A titled list of facts, or a sentence when there are none. */
export function FactList({
  title,
  facts,
  empty,
}: {
  title: string;
  facts: readonly Fact[];
  empty?: string;
}) {
  const { t } = useTranslation('debug');
  return (
    <section className="debug-card">
      <h2>{title}</h2>
      {facts.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <dl className="debug-facts">
          {facts.map(([label, value]) => (
            <div key={label} className="debug-facts__row">
              <dt>{t(`sdk.facts.${label}`)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
