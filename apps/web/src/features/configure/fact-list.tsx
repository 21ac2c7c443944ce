import { useTranslation } from 'react-i18next';
import type { Fact, FactValue } from '../../device';

/** Props of {@link FactList}. */
export interface FactListProps<K extends string> {
  facts: readonly Fact<K>[];
  /** The translated label of a known field. */
  label: (field: K) => string;
  testId: string;
}

/** A list of device facts, each labelled and shown with its unit in the user's language. */
export function FactList<K extends string>({ facts, label, testId }: FactListProps<K>) {
  const { t, i18n } = useTranslation('configure');
  const numbers = new Intl.NumberFormat(i18n.language);
  const bytes = new Intl.NumberFormat(i18n.language, {
    style: 'unit',
    unit: 'byte',
    unitDisplay: 'long',
  });
  const moment = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'short',
    timeStyle: 'medium',
  });
  const format = (value: FactValue): string => {
    switch (value.kind) {
      case 'count':
        return numbers.format(value.value);
      case 'bytes':
        return bytes.format(value.value);
      case 'time':
        return moment.format(value.value);
      case 'flag':
        return value.value ? t('facts.yes') : t('facts.no');
      case 'text':
        return value.value;
    }
  };
  return (
    <dl className="facts configure-facts" data-testid={testId}>
      {facts.map((fact) => (
        <div key={fact.field} className="configure-facts__item" data-field={fact.field}>
          <dt translate={fact.known === undefined ? 'no' : undefined}>
            {fact.known === undefined ? fact.field : label(fact.known)}
          </dt>
          <dd>{format(fact.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
