import { systemClock } from '@glide/core';
import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePreferences } from '../../preferences/use-preferences';
import { Button, NativeSelect, PageHeader, TextField } from '../../ui';
import {
  activeFilterCount,
  browseParams,
  browseQueryFrom,
  keyedAddress,
  pageCount,
  sceneParams,
  SHOW_CHOICES,
  SORT_CHOICES,
  useStashClient,
  useStashErrorText,
  type BrowseQuery,
  type ShowChoice,
  type SortChoice,
  type StashDeps,
  type StashFailure,
} from '../../player';
import { SceneCard } from './scene-card';
import { StashFilters } from './stash-filters';
import { useFilterNames } from './use-filter-names';
import { useScenePage } from './use-scene-page';
import './stash.css';

const SHOW_LABELS = {
  scripted: 'showScripted',
  all: 'showAll',
  unscripted: 'showUnscripted',
} as const satisfies Record<ShowChoice, string>;

const SORT_LABELS = {
  newest: 'sortNewest',
  title: 'sortTitle',
  rating: 'sortRating',
  played: 'sortPlayed',
  fastest: 'sortFastest',
  slowest: 'sortSlowest',
} as const satisfies Record<SortChoice, string>;

/** How long typing pauses before the text is asked for. */
const SEARCH_PAUSE_MS = 400;

/**
 * The search field: the text is asked for when submitted, or after a pause in typing. Keyed by the
 * text asked for, so that Back or a new address shows its own text.
 */
function SearchField({ text, onSearch }: { text: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation('stash');
  const [value, setValue] = useState(text);
  useEffect(() => {
    if (value.trim() === text.trim()) return undefined;
    const timer = systemClock.setTimeout(() => onSearch(value), SEARCH_PAUSE_MS);
    return () => systemClock.clearTimeout(timer);
  }, [value, text, onSearch]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value);
  };
  return (
    <form role="search" onSubmit={submit}>
      <TextField
        label={t('search')}
        type="search"
        placeholder={t('searchPlaceholder')}
        autoComplete="off"
        maxLength={200}
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
      />
    </form>
  );
}

/**
 * The scenes of the person's Stash library (issue 32): those with a script first, searched,
 * filtered (`stash-filters.tsx`), sorted, a page of 48 at a time, each with its picture, facts,
 * script speed and heatmap. The question lives in the address, so a reload, Back or a shared link
 * shows the same page.
 */
export function StashLibrary({ deps }: { readonly deps?: StashDeps | undefined }) {
  const { t, i18n } = useTranslation('stash');
  const { stash } = usePreferences();
  const client = useStashClient(stash, deps);
  const errorText = useStashErrorText();
  const [params, setParams] = useSearchParams();
  const query = browseQueryFrom(params);
  const { page, loading, failure, retry } = useScenePage(client, query);
  const picture = useMemo(
    () => (stash.baseUrl ? keyedAddress(stash.baseUrl, stash.apiKey ?? '') : () => undefined),
    [stash.baseUrl, stash.apiKey],
  );
  const names = useFilterNames(page?.scenes, client, {
    tag: query.tags,
    performer: query.performers,
    studio: query.studios,
  });
  /** A new question (a choice, a filter) starts at its first page. */
  const ask = useCallback(
    (change: Partial<BrowseQuery>) =>
      setParams((current) => browseParams({ ...browseQueryFrom(current), page: 1, ...change })),
    [setParams],
  );
  const describeFailure = useCallback(
    (failure: StashFailure) => errorText(failure, stash.baseUrl ?? ''),
    [errorText, stash.baseUrl],
  );
  const search = useCallback((text: string) => ask({ text }), [ask]);

  if (!client) {
    return (
      <div className="stash-page">
        <PageHeader title={t('title')} lead={t('lead')} />
        <div className="card stash-page__none">
          <p>{t('noSource')}</p>
          <Link className="ui-button ui-button--primary" to="/settings#settings-stash">
            {t('openSettings')}
          </Link>
        </div>
      </div>
    );
  }

  const pages = page ? pageCount(page.count) : 1;
  const number = new Intl.NumberFormat(i18n.language);
  let status = '';
  if (loading) status = t('loading');
  else if (page && !failure)
    status = t('count', { count: page.count, formatted: number.format(page.count) });

  return (
    <div className="stash-page">
      <PageHeader title={t('title')} lead={t('lead')} />
      <div className="stash-page__tools">
        <SearchField key={query.text} text={query.text} onSearch={search} />
        <NativeSelect<ShowChoice>
          label={t('show')}
          value={query.show}
          options={SHOW_CHOICES.map((value) => ({ value, label: t(SHOW_LABELS[value]) }))}
          onValueChange={(show) => ask({ show })}
        />
        <NativeSelect<SortChoice>
          label={t('sort')}
          value={query.sort}
          options={(Object.keys(SORT_CHOICES) as SortChoice[]).map((value) => ({
            value,
            label: t(SORT_LABELS[value]),
          }))}
          onValueChange={(sort) => ask({ sort })}
        />
      </div>
      <StashFilters
        client={client}
        query={query}
        names={names}
        onChange={ask}
        describeFailure={describeFailure}
      />
      <p className="muted" role="status" aria-live="polite">
        {status}
      </p>
      {failure && (
        <div className="card stash-page__failure" role="alert">
          <p>{describeFailure(failure)}</p>
          <div className="row">
            <Button variant="secondary" onClick={retry}>
              {t('retry')}
            </Button>
            {failure.code === 'unauthorized' && (
              <Link className="ui-button ui-button--secondary" to="/settings#settings-stash">
                {t('newKey')}
              </Link>
            )}
          </div>
        </div>
      )}
      {page && !failure && page.scenes.length === 0 && (
        <p className="card">{activeFilterCount(query) > 0 ? t('emptyFiltered') : t('empty')}</p>
      )}
      {page && !failure && page.scenes.length > 0 && (
        <>
          <ul className="stash-grid" aria-busy={loading}>
            {page.scenes.map((scene) => (
              <SceneCard
                key={scene.id}
                scene={scene}
                picture={picture}
                href={`/local?${sceneParams(query, scene.id).toString()}`}
              />
            ))}
          </ul>
          {pages > 1 && (
            <nav className="stash-pager" aria-label={t('pages')}>
              <Button
                variant="secondary"
                disabled={query.page <= 1}
                onClick={() => setParams(browseParams({ ...query, page: query.page - 1 }))}
              >
                {t('previous')}
              </Button>
              <span>
                {t('pageOf', { page: number.format(query.page), pages: number.format(pages) })}
              </span>
              <Button
                variant="secondary"
                disabled={query.page >= pages}
                onClick={() => setParams(browseParams({ ...query, page: query.page + 1 }))}
              >
                {t('next')}
              </Button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}

/** `/stash`. */
export default function StashPage() {
  return <StashLibrary />;
}
