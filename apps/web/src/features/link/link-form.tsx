import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '../../ui';
import {
  MAX_LABEL_LENGTH,
  MAX_LINKED_DEVICES,
  validateLink,
  type LinkProblem,
  type LinkedDevice,
} from './validate-link';

/** Props of {@link LinkForm}. */
export interface LinkFormProps {
  readonly linked: readonly LinkedDevice[];
  /** The key of the device in use, which cannot be linked to itself. */
  readonly currentKey: string;
  /** Stores the device; `false` when the settings refused it. */
  readonly onLink: (device: LinkedDevice) => boolean;
}

interface Refusal {
  readonly field: 'connectionKey' | 'label';
  readonly problem: LinkProblem;
}

/** The form that links one more device: its key and the name the user gives it. */
export function LinkForm({ linked, currentKey, onLink }: LinkFormProps) {
  const { t } = useTranslation('link');
  const headingId = useId();
  const [connectionKey, setConnectionKey] = useState('');
  const [label, setLabel] = useState('');
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const keyInput = useRef<HTMLInputElement>(null);
  const labelInput = useRef<HTMLInputElement>(null);

  const message = (problem: LinkProblem) =>
    t(`problems.${problem}`, {
      max: problem === 'tooMany' ? MAX_LINKED_DEVICES : MAX_LABEL_LENGTH,
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateLink({ connectionKey, label }, { linked, currentKey });
    if (!result.ok) {
      setRefusal({ field: result.field, problem: result.problem });
      (result.field === 'label' ? labelInput : keyInput).current?.focus();
      return;
    }
    if (!onLink(result.device)) return;
    setRefusal(null);
    setConnectionKey('');
    setLabel('');
    keyInput.current?.focus();
  };

  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('add.heading')}</h2>
      <form className="stack link-form" onSubmit={submit} noValidate>
        <TextField
          ref={keyInput}
          label={t('add.key')}
          description={t('add.keyHelp')}
          value={connectionKey}
          onChange={(event) => setConnectionKey(event.target.value)}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          translate="no"
          error={refusal?.field === 'connectionKey' ? message(refusal.problem) : undefined}
        />
        <TextField
          ref={labelInput}
          label={t('add.label')}
          description={t('add.labelHelp')}
          value={label}
          onChange={(event) => setLabel(event.target.value)}
          autoComplete="off"
          error={refusal?.field === 'label' ? message(refusal.problem) : undefined}
        />
        <div className="row">
          <Button type="submit">{t('add.submit')}</Button>
        </div>
      </form>
    </section>
  );
}
