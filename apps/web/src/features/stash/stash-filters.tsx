import { systemClock } from '@glide/core';
import type { StashClient } from '@glide/stash';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  activeFilterCount,
  isFilterSpeed,
  MAX_SPEED,
  MIN_SPEED,
  NO_FILTERS,
  ORGANIZED_CHOICES,
  type BrowseQuery,
  type OrganizedChoice,
  type StashFailure,
} from '../../player';
import { Button, DisclosureButton, NativeSelect, TextField } from '../../ui';
import { FilterPicker } from './filter-picker';
import type { FilterKind, FilterNames } from './use-filter-names';

const ORGANIZED_LABELS = {
  any: 'filters.organizedAny',
  yes: 'filters.organizedYes',
  no: 'filters.organizedNo',
} as const satisfies Record<OrganizedChoice, string>;

/** The question's list of each kind. */
const LISTS = {
  tag: 'tags',
  performer: 'performers',
  studio: 'studios',
} as const satisfies Record<FilterKind, keyof BrowseQuery>;
const KINDS = Object.keys(LISTS) as FilterKind[];

/** How long typing a speed pauses before it is asked for. */
const SPEED_PAUSE_MS = 400;

const speedText = (speed: number | undefined) => (speed === undefined ? '' : String(speed));
/** The speed typed: a bound, `undefined` for none (empty), or `null` for one that is no speed. */
function speedOf(text: string): number | undefined | null {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (!/^\d{1,4}$/.test(trimmed)) return null;
  const speed = Number(trimmed);
  return isFilterSpeed(speed) ? speed : null;
}

/**
 * One end of the script speed's range: asked for a pause after typing stops, or on Enter; a text
 * that is no whole speed from 0 to 1000 says so and is not asked for. A text field rather than a
 * number one: a browser's number field reads a half-typed "1e" as empty, which would clear the end.
 */
function SpeedField({
  label,
  value,
  onCommit,
}: {
  label: string;
  value: number | undefined;
  onCommit: (value: number | undefined) => void;
}) {
  const { t } = useTranslation('stash');
  const [draft, setDraft] = useState(speedText(value));
  // The address changed (Back, "Clear filters"): show its value.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(speedText(value));
  }
  const typed = speedOf(draft);
  useEffect(() => {
    if (typed === null || typed === value) return undefined;
    const timer = systemClock.setTimeout(() => onCommit(typed), SPEED_PAUSE_MS);
    return () => systemClock.clearTimeout(timer);
  }, [typed, value, onCommit]);
  return (
    <TextField
      label={label}
      inputMode="numeric"
      autoComplete="off"
      maxLength={4}
      value={draft}
      error={
        typed === null ? t('filters.speedInvalid', { min: MIN_SPEED, max: MAX_SPEED }) : undefined
      }
      onChange={(event) => setDraft(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && typed !== null && typed !== value) onCommit(typed);
      }}
    />
  );
}

/** Props of {@link StashFilters}. */
export interface StashFiltersProps {
  readonly client: StashClient;
  readonly query: BrowseQuery;
  readonly names: FilterNames;
  /** Asks for the question changed so (and its first page). */
  readonly onChange: (change: Partial<BrowseQuery>) => void;
  readonly describeFailure: (failure: StashFailure) => string;
}

/**
 * The library's filters (issue 32), behind a "Filters" button that says how many are set: tags,
 * performers and studios chosen from Stash's lists, organized or not, and the script speed's range.
 * Open at first when the address sets any; "Clear filters" empties them all.
 */
export function StashFilters({
  client,
  query,
  names,
  onChange,
  describeFailure,
}: StashFiltersProps) {
  const { t, i18n } = useTranslation('stash');
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const active = activeFilterCount(query);
  const [open, setOpen] = useState(active > 0);
  const number = new Intl.NumberFormat(i18n.language);
  const { nameOf, remember } = names;
  const askMin = useCallback((speedMin: number | undefined) => onChange({ speedMin }), [onChange]);
  const askMax = useCallback((speedMax: number | undefined) => onChange({ speedMax }), [onChange]);

  return (
    <div className="stash-filters">
      <div className="stash-filters__bar">
        <DisclosureButton
          ref={toggle}
          className="ui-button ui-button--ghost stash-filters__toggle"
          open={open}
          onOpenChange={setOpen}
          controls={panelId}
          sign="chevron"
        >
          {t('filters.button')}{' '}
          {active > 0 && (
            <span className="stash-filters__count">
              {t('filters.active', { count: active, formatted: number.format(active) })}
            </span>
          )}
        </DisclosureButton>
        {active > 0 && (
          <Button
            variant="secondary"
            onClick={() => {
              onChange({ ...NO_FILTERS });
              toggle.current?.focus();
            }}
          >
            {t('filters.clear')}
          </Button>
        )}
      </div>
      <div id={panelId} className="card stash-filters__panel" hidden={!open}>
        {KINDS.map((kind) => {
          const list = LISTS[kind];
          const ids = query[list];
          return (
            <FilterPicker
              key={kind}
              kind={kind}
              client={client}
              ids={ids}
              nameOf={(id) => nameOf(kind, id)}
              onChoose={(option) => {
                remember(kind, option);
                onChange({ [list]: [...ids, option.id] });
              }}
              onRemove={(id) => onChange({ [list]: ids.filter((chosen) => chosen !== id) })}
              describeFailure={describeFailure}
            />
          );
        })}
        <NativeSelect<OrganizedChoice>
          label={t('filters.organized')}
          value={query.organized}
          options={ORGANIZED_CHOICES.map((value) => ({
            value,
            label: t(ORGANIZED_LABELS[value]),
          }))}
          onValueChange={(organized) => onChange({ organized })}
        />
        <fieldset className="stash-filters__speed">
          <legend>{t('filters.speed')}</legend>
          <SpeedField label={t('filters.speedMin')} value={query.speedMin} onCommit={askMin} />
          <SpeedField label={t('filters.speedMax')} value={query.speedMax} onCommit={askMax} />
        </fieldset>
      </div>
    </div>
  );
}
