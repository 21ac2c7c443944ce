import { systemClock } from '@glide/core';
import type { StashClient, StashFilterOption } from '@glide/stash';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent as ReactMouseEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_FILTER_IDS, stashFailureOf, type StashFailure } from '../../player';
import { TextField } from '../../ui';
import { findFilterOptions, type FilterKind } from './use-filter-names';

/** How long typing pauses before Stash is asked for the options. */
export const PICKER_PAUSE_MS = 300;

/** The texts of each list (`stash` namespace). */
const TEXTS = {
  tag: {
    label: 'filters.tags',
    chosen: 'filters.tagsChosen',
    unknown: 'filters.tagUnknown',
  },
  performer: {
    label: 'filters.performers',
    chosen: 'filters.performersChosen',
    unknown: 'filters.performerUnknown',
  },
  studio: {
    label: 'filters.studios',
    chosen: 'filters.studiosChosen',
    unknown: 'filters.studioUnknown',
  },
} as const satisfies Record<FilterKind, { label: string; chosen: string; unknown: string }>;

/** The latest options, and the text they answer. */
interface Answer {
  readonly text: string;
  readonly options: readonly StashFilterOption[];
  readonly failure: StashFailure | undefined;
}

/** Props of {@link FilterPicker}. */
export interface FilterPickerProps {
  readonly kind: FilterKind;
  readonly client: StashClient;
  /** The ids chosen, in the order they were. */
  readonly ids: readonly string[];
  readonly nameOf: (id: string) => string | undefined;
  readonly onChoose: (option: StashFilterOption) => void;
  readonly onRemove: (id: string) => void;
  /** The words for a failed call (`useStashErrorText`, with the server's address). */
  readonly describeFailure: (failure: StashFailure) => string;
}

/** Keeps the field focused when the list is pressed (a click on an option chooses it). */
const keepFocus = (event: ReactMouseEvent) => event.preventDefault();

/**
 * One filter's search-as-you-type list (the ARIA combobox pattern, list autocomplete): typing, a
 * click or ↓ opens a list of Stash's options matching the text (the 50 with most scenes), asked a
 * pause after typing stops, the question before cancelled. ↓ and ↑ move through it, Enter chooses,
 * Escape closes it (and, closed, empties the text). What is chosen shows as a removable chip.
 */
export function FilterPicker({
  kind,
  client,
  ids,
  nameOf,
  onChoose,
  onRemove,
  describeFailure,
}: FilterPickerProps) {
  const { t, i18n } = useTranslation('stash');
  const texts = TEXTS[kind];
  const baseId = useId();
  const listId = `${baseId}-list`;
  const optionId = (id: string) => `${baseId}-option-${id}`;
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [activeId, setActiveId] = useState<string>();
  const [answer, setAnswer] = useState<Answer>();
  const full = ids.length >= MAX_FILTER_IDS;
  const listed = open && !full;
  const asked = text.trim();

  useEffect(() => {
    if (!listed) return undefined;
    const controller = new AbortController();
    const timer = systemClock.setTimeout(() => {
      findFilterOptions(client, kind, asked, controller.signal).then(
        (options) => {
          if (!controller.signal.aborted) setAnswer({ text: asked, options, failure: undefined });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setAnswer({ text: asked, options: [], failure: stashFailureOf(error) });
        },
      );
    }, PICKER_PAUSE_MS);
    return () => {
      systemClock.clearTimeout(timer);
      controller.abort();
    };
  }, [listed, client, kind, asked]);

  // The options of the text before stay while the next come, so that the list does not blink.
  const loading = listed && answer?.text !== asked;
  const failure = answer?.text === asked ? answer.failure : undefined;
  const options = (answer?.options ?? []).filter((option) => !ids.includes(option.id));
  const activeIndex = options.findIndex((option) => option.id === activeId);
  const active = options[activeIndex];

  useEffect(() => {
    const element = list.current?.querySelector('[aria-selected="true"]');
    if (element && typeof element.scrollIntoView === 'function') {
      element.scrollIntoView({ block: 'nearest' });
    }
  }, [activeId]);

  const close = () => {
    setOpen(false);
    setActiveId(undefined);
  };
  const choose = (option: StashFilterOption) => {
    onChoose(option);
    setText('');
    close();
  };
  const move = (step: 1 | -1) => {
    if (options.length === 0) return;
    const next =
      activeIndex === -1
        ? step === 1
          ? 0
          : options.length - 1
        : (activeIndex + step + options.length) % options.length;
    setActiveId(options[next]?.id);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        if (!listed) setOpen(true);
        else move(event.key === 'ArrowDown' ? 1 : -1);
        return;
      case 'Enter':
        if (!listed) return;
        event.preventDefault();
        if (active) choose(active);
        return;
      case 'Escape':
        if (listed) {
          event.preventDefault();
          close();
        } else if (text !== '') {
          event.preventDefault();
          setText('');
        }
        return;
      default:
        return;
    }
  };

  const number = new Intl.NumberFormat(i18n.language);
  let announcement = '';
  if (listed && failure === undefined) {
    if (loading && options.length === 0) announcement = t('filters.searching');
    else if (!loading && options.length === 0) announcement = t('filters.noMatch');
    else {
      announcement = t('filters.results', {
        count: options.length,
        formatted: number.format(options.length),
      });
    }
  }

  return (
    <div className="stash-picker">
      <TextField
        ref={input}
        className="stash-picker__field"
        label={t(texts.label)}
        role="combobox"
        aria-expanded={listed}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={listed && active ? optionId(active.id) : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder={t('filters.typeToFind')}
        maxLength={100}
        value={text}
        description={full ? t('filters.full', { max: MAX_FILTER_IDS }) : undefined}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setOpen(true);
          setActiveId(undefined);
        }}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        onBlur={close}
      />
      <div className="stash-picker__popup" hidden={!listed} onMouseDown={keepFocus}>
        {failure && (
          <p className="error stash-picker__note" role="alert">
            {describeFailure(failure)}
          </p>
        )}
        {!failure && options.length === 0 && (
          <p className="muted stash-picker__note">
            {loading ? t('filters.searching') : t('filters.noMatch')}
          </p>
        )}
        <ul
          ref={list}
          id={listId}
          role="listbox"
          className="stash-picker__list"
          aria-label={t(texts.label)}
          aria-busy={loading}
          hidden={options.length === 0}
        >
          {options.map((option) => (
            <li
              key={option.id}
              id={optionId(option.id)}
              role="option"
              aria-selected={option.id === activeId}
              className="stash-picker__option"
              onClick={() => choose(option)}
            >
              <span className="stash-picker__name" translate="no">
                {option.name}
              </span>{' '}
              <span className="stash-picker__count">
                {t('count', {
                  count: option.sceneCount,
                  formatted: number.format(option.sceneCount),
                })}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {ids.length > 0 && (
        <ul className="stash-chips" aria-label={t(texts.chosen)}>
          {ids.map((id) => {
            const known = nameOf(id);
            const name = known ?? t(texts.unknown, { id });
            return (
              <li key={id} className="stash-chip">
                <span className="stash-chip__name" translate={known ? 'no' : undefined}>
                  {name}
                </span>
                <button
                  type="button"
                  className="stash-chip__remove"
                  aria-label={t('filters.remove', { name })}
                  onClick={() => {
                    onRemove(id);
                    input.current?.focus();
                  }}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
