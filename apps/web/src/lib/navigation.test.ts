import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { createNavigation, withPreload, type NavigationGuard } from './navigation';
import { memoryHistory, type PageHistory } from './page-history';

/** A load the test finishes by hand. */
function deferred() {
  let finish = () => undefined as void;
  const promise = new Promise<void>((resolve) => (finish = resolve));
  return { promise, finish };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(
  options: {
    start?: string;
    guard?: NavigationGuard;
    loads?: Record<string, () => Promise<void>>;
    history?: PageHistory;
  } = {},
) {
  const loaded: string[] = [];
  const route = (path: string, titleKey: 'home' | 'hamp' | 'sync' | 'notFound') =>
    withPreload({ path, handle: { titleKey } }, async () => {
      loaded.push(path);
      await options.loads?.[path]?.();
    });
  const routes: RouteObject[] = [
    {
      path: '/',
      children: [
        route('/', 'home'),
        route('hamp', 'hamp'),
        route('sync', 'sync'),
        route('*', 'notFound'),
      ],
    },
  ];
  const history = options.history ?? memoryHistory(options.start ?? '/');
  const navigation = createNavigation({
    routes,
    guard: options.guard ?? (() => null),
    history,
  });
  return { navigation, history, loaded };
}

describe('createNavigation', () => {
  it('commits the first page once it has loaded, in the history with a key of its own', async () => {
    const gate = deferred();
    const { navigation, history, loaded } = setup({
      start: '/hamp',
      loads: { hamp: () => gate.promise },
    });
    expect(navigation.state.initialized).toBe(false);
    expect(loaded).toEqual(['hamp']);
    gate.finish();
    await flush();
    expect(navigation.state).toMatchObject({
      initialized: true,
      location: { pathname: '/hamp' },
      navigationType: 'POP',
      handles: [undefined, { titleKey: 'hamp' }],
    });
    expect(history.current().state).toMatchObject({ key: navigation.state.location.key, idx: 0 });
  });

  it('at start over an entry of its own (a reload, Back into the app) writes nothing', () => {
    const history = memoryHistory('/hamp');
    history.replace('/hamp', { usr: { from: 'before' }, key: 'k1', idx: 3 });
    const writes: string[] = [];
    const watched: PageHistory = {
      ...history,
      push: (path, state) => void (writes.push(`push ${path}`), history.push(path, state)),
      replace: (path, state) => void (writes.push(`replace ${path}`), history.replace(path, state)),
    };
    const navigation = createNavigation({
      routes: [{ path: '/hamp' }],
      guard: () => null,
      history: watched,
    });
    expect(navigation.state.location).toMatchObject({
      pathname: '/hamp',
      key: 'k1',
      state: { from: 'before' },
    });
    expect(writes).toEqual([]);
  });

  it('commits at once where nothing is left to load', () => {
    const navigation = createNavigation({
      routes: [{ path: '/' }, withPreload({ path: '/hamp' }, () => undefined)],
      guard: () => null,
      history: memoryHistory('/'),
    });
    expect(navigation.state).toMatchObject({ initialized: true, location: { pathname: '/' } });
    void navigation.navigate('/hamp');
    expect(navigation.state.location.pathname).toBe('/hamp');
  });

  it('keeps the page shown until the next one has loaded, then pushes its address', async () => {
    const gate = deferred();
    const { navigation, history } = setup({ loads: { sync: () => gate.promise } });
    await flush();
    const pending = navigation.navigate('/sync?x=1', { state: { from: 'home' } });
    await flush();
    expect(navigation.state.location.pathname).toBe('/');
    expect(history.current().path).toBe('/');
    gate.finish();
    await pending;
    expect(navigation.state.location).toMatchObject({
      pathname: '/sync',
      search: '?x=1',
      state: { from: 'home' },
    });
    expect(navigation.state.navigationType).toBe('PUSH');
    expect(history.current()).toMatchObject({ path: '/sync?x=1', state: { idx: 1 } });
  });

  it('a later navigation wins over one still loading', async () => {
    const gate = deferred();
    const { navigation } = setup({ loads: { hamp: () => gate.promise } });
    await flush();
    const slow = navigation.navigate('/hamp');
    await navigation.navigate('/sync');
    gate.finish();
    await slow;
    expect(navigation.state.location.pathname).toBe('/sync');
  });

  it('follows the guard: a redirect it asks to replace replaces, another one pushes', async () => {
    const guard: NavigationGuard = (href) => {
      const url = new URL(href);
      if (url.searchParams.has('k')) return { to: url.pathname, replace: false };
      if (url.pathname === '/hamp' && url.searchParams.has('first'))
        return { to: '/sync', replace: true };
      return null;
    };
    const { navigation, history } = setup({ start: '/hamp?first=1', guard });
    await flush();
    expect(navigation.state.location.pathname).toBe('/sync');
    expect(history.current().path).toBe('/sync');
    await navigation.navigate('/hamp?k=Abc12345');
    expect(history.current().path).toBe('/hamp');
    expect(navigation.state.navigationType).toBe('PUSH');
    history.go(-1);
    await flush();
    await flush();
    expect(navigation.state.location.pathname).toBe('/sync');
  });

  it('gives up on a guard that redirects in a circle, on the last address it named', async () => {
    let count = 0;
    const { navigation } = setup({
      guard: (href) => {
        count++;
        return { to: new URL(href).pathname === '/hamp' ? '/sync' : '/hamp', replace: true };
      },
    });
    await flush();
    expect(count).toBe(11);
    expect(navigation.state.initialized).toBe(true);
  });

  it('a guard that throws is reported and the navigation goes on', async () => {
    const errors: unknown[] = [];
    const history = memoryHistory('/hamp');
    const navigation = createNavigation({
      routes: [withPreload({ path: '/hamp' }, () => Promise.resolve())],
      guard: () => {
        throw new Error('guard broke');
      },
      history,
      onGuardError: (error) => void errors.push(error),
    });
    await flush();
    expect(navigation.state.location.pathname).toBe('/hamp');
    expect(errors).toEqual([new Error('guard broke')]);
  });

  it('Back shows the entry it goes to with its key; a fragment alone neither guards nor loads', async () => {
    const guarded: string[] = [];
    const { navigation, history, loaded } = setup({
      guard: (href) => {
        guarded.push(new URL(href).pathname);
        return null;
      },
    });
    await flush();
    const homeKey = navigation.state.location.key;
    await navigation.navigate('/hamp');
    history.go(-1);
    await flush();
    await flush();
    expect(navigation.state.location).toMatchObject({ pathname: '/', key: homeKey });
    expect(navigation.state.navigationType).toBe('POP');
    guarded.length = 0;
    loaded.length = 0;
    history.push('/#part', { usr: null, key: 'part', idx: 1 });
    history.go(-1);
    history.go(1);
    await flush();
    expect(navigation.state.location.hash).toBe('#part');
    expect(guarded).toEqual([]);
    expect(loaded).toEqual([]);
  });

  it('revalidates without a change when the guard sends nowhere, and follows it when it does', async () => {
    let redirect: string | null = null;
    const seen: string[] = [];
    const { navigation, history } = setup({
      start: '/hamp',
      guard: () => (redirect === null ? null : { to: redirect, replace: true }),
    });
    await flush();
    const unsubscribe = navigation.subscribe((state) => void seen.push(state.location.pathname));
    await navigation.revalidate();
    expect(seen).toEqual([]);
    redirect = '/sync';
    await navigation.revalidate();
    expect(seen).toEqual(['/sync']);
    expect(navigation.state.navigationType).toBe('REPLACE');
    expect(history.current().path).toBe('/sync');
    unsubscribe();
  });

  it('tells who asked, before a new location is committed, which one is left', async () => {
    const { navigation } = setup();
    await flush();
    const left: string[] = [];
    navigation.beforeCommit((location) => void left.push(location.pathname));
    await navigation.navigate('/hamp');
    await navigation.navigate('/sync', { replace: true, preventScrollReset: true });
    expect(left).toEqual(['/', '/hamp']);
    expect(navigation.state).toMatchObject({ navigationType: 'REPLACE', preventScrollReset: true });
  });

  it('gives React Router a navigator: links’ addresses, push, replace and go', async () => {
    const { navigation, history } = setup();
    await flush();
    const { navigator } = navigation;
    expect(navigator.createHref({ pathname: '/hamp', search: '?a=1', hash: '#b' })).toBe(
      '/hamp?a=1#b',
    );
    navigator.push('/hamp', { from: 'link' });
    await flush();
    expect(navigation.state.location).toMatchObject({ pathname: '/hamp', state: { from: 'link' } });
    navigator.replace({ pathname: '/sync' });
    await flush();
    expect(history.current().path).toBe('/sync');
    navigator.go(-1);
    await flush();
    await flush();
    expect(navigation.state.location.pathname).toBe('/');
  });
});
