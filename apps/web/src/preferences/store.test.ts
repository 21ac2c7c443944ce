// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { defaultPreferences } from './defaults';
import { serializePreferences } from './load';
import type { Preferences } from './schema';
import { PREFERENCES_STORAGE_KEY, createPreferencesStore, type PreferencesStorage } from './store';
import { blobWith, customPreferences } from './test-fixtures';

/** A Map-backed storage that can be told to fail, and that records writes. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  const state = { failReads: false, failWrites: false, writes: 0 };
  const storage: PreferencesStorage = {
    getItem(key) {
      if (state.failReads) throw new DOMException('The operation is insecure.', 'SecurityError');
      return items.get(key) ?? null;
    },
    setItem(key, value) {
      if (state.failWrites) throw new DOMException('Quota exceeded', 'QuotaExceededError');
      state.writes++;
      items.set(key, value);
    },
    removeItem(key) {
      if (state.failWrites) throw new DOMException('Storage disabled', 'SecurityError');
      items.delete(key);
    },
  };
  return { storage, items, state };
}

function storedDarkMode(items: Map<string, string>): unknown {
  const raw = items.get(PREFERENCES_STORAGE_KEY);
  return raw === undefined
    ? undefined
    : v.parse(v.looseObject({ darkMode: v.unknown() }), JSON.parse(raw)).darkMode;
}

describe('createPreferencesStore: loading', () => {
  it('starts from the defaults with empty storage, and writes nothing', () => {
    const { storage, state } = memoryStorage();
    const store = createPreferencesStore({ storage });
    expect(store.get()).toBe(defaultPreferences);
    expect(state.writes).toBe(0);
  });

  it('reads the stored blob under glide.preferences', () => {
    const { storage } = memoryStorage({
      'glide.preferences': serializePreferences(customPreferences()),
    });
    expect(createPreferencesStore({ storage }).get()).toEqual(customPreferences());
  });

  it('uses a custom key when given one', () => {
    const { storage } = memoryStorage({ other: blobWith({ darkMode: false }) });
    expect(createPreferencesStore({ storage, key: 'other' }).get().darkMode).toBe(false);
    expect(createPreferencesStore({ storage }).get().darkMode).toBe(true);
  });

  it('reports repairs of a damaged blob but does not write the repair back', () => {
    const damaged = blobWith({ 'keyBinding.stroke.topUp': 12, version: 9 });
    const { storage, items, state } = memoryStorage({ [PREFERENCES_STORAGE_KEY]: damaged });
    const onProblem = vi.fn();
    const store = createPreferencesStore({ storage, onProblem });
    expect(store.get().keyBinding.stroke.topUp).toBe('q');
    expect(store.get().keyBinding.stroke.topDown).toBe('k');
    expect(onProblem).toHaveBeenCalledTimes(2);
    expect(onProblem).toHaveBeenCalledWith(expect.stringMatching(/^version: 9 is newer/));
    expect(onProblem).toHaveBeenCalledWith(expect.stringMatching(/^keyBinding\.stroke\.topUp:/));
    expect(state.writes).toBe(0);
    expect(items.get(PREFERENCES_STORAGE_KEY)).toBe(damaged);
  });

  it('falls back to the defaults when storage cannot be read', () => {
    const { storage, state } = memoryStorage({ [PREFERENCES_STORAGE_KEY]: blobWith({}) });
    state.failReads = true;
    const onProblem = vi.fn();
    const store = createPreferencesStore({ storage, onProblem });
    expect(store.get()).toBe(defaultPreferences);
    expect(onProblem).toHaveBeenCalledExactlyOnceWith(
      'preferences: storage is not readable (SecurityError: The operation is insecure.); using the defaults',
    );
  });
});

describe('createPreferencesStore: changes', () => {
  it('set() with an updater validates, stores, freezes and notifies', () => {
    const { storage, items } = memoryStorage();
    const store = createPreferencesStore({ storage });
    const listener = vi.fn();
    store.subscribe(listener);
    const result = store.set((current) => ({ ...current, darkMode: false }));
    expect(result).toEqual({ ok: true, preferences: store.get() });
    expect(store.get().darkMode).toBe(false);
    expect(Object.isFrozen(store.get())).toBe(true);
    expect(storedDarkMode(items)).toBe(false);
    expect(listener).toHaveBeenCalledExactlyOnceWith(store.get());
  });

  it('set() with a value replaces everything', () => {
    const { storage, items } = memoryStorage();
    const store = createPreferencesStore({ storage });
    store.set(customPreferences());
    expect(store.get()).toEqual(customPreferences());
    expect(items.get(PREFERENCES_STORAGE_KEY)).toBe(serializePreferences(customPreferences()));
  });

  it('refuses an invalid value, changing and storing nothing', () => {
    const { storage, state } = memoryStorage();
    const store = createPreferencesStore({ storage });
    const listener = vi.fn();
    store.subscribe(listener);
    const result = store.set((current) => ({
      ...current,
      randomClassic: { ...current.randomClassic, speedRangePct: [80, 20] },
    }));
    expect(result).toEqual({
      ok: false,
      problems: ['randomClassic.speedRangePct: The minimum must not exceed the maximum'],
    });
    expect(store.get()).toBe(defaultPreferences);
    expect(state.writes).toBe(0);
    expect(listener).not.toHaveBeenCalled();
  });

  it('update() changes one nested field and keeps its siblings', () => {
    const { storage } = memoryStorage({ [PREFERENCES_STORAGE_KEY]: blobWith({}) });
    const store = createPreferencesStore({ storage });
    const result = store.update({ keyBinding: { stroke: { topUp: 'z' } } });
    expect(result.ok).toBe(true);
    expect(store.get().keyBinding).toEqual({
      ...customPreferences().keyBinding,
      stroke: { ...customPreferences().keyBinding.stroke, topUp: 'z' },
    });
    expect(store.get().beatbox).toEqual(customPreferences().beatbox);
  });

  it('update() replaces arrays whole and can clear an optional override', () => {
    const { storage } = memoryStorage({ [PREFERENCES_STORAGE_KEY]: blobWith({}) });
    const store = createPreferencesStore({ storage });
    store.update({ randomClassic: { speedRangePct: [30, 40] }, api: { baseUrl: undefined } });
    expect(store.get().randomClassic.speedRangePct).toEqual([30, 40]);
    expect(store.get().api).toEqual({ applicationKey: 'app-id-1' });
  });

  it('update() refuses a conflicting key binding', () => {
    const { storage } = memoryStorage();
    const store = createPreferencesStore({ storage });
    const result = store.update({ keyBinding: { timeOffset: { increase: 'Q' } } });
    expect(result.ok).toBe(false);
    expect(store.get().keyBinding.timeOffset.increase).toBe('e');
  });

  it('does not write or notify when a change changes nothing', () => {
    const { storage, state } = memoryStorage();
    const store = createPreferencesStore({ storage });
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.update({ darkMode: true }).ok).toBe(true);
    expect(state.writes).toBe(0);
    expect(listener).not.toHaveBeenCalled();
  });

  it('reset() returns to the defaults and removes the blob', () => {
    const { storage, items } = memoryStorage({ [PREFERENCES_STORAGE_KEY]: blobWith({}) });
    const store = createPreferencesStore({ storage });
    const listener = vi.fn();
    store.subscribe(listener);
    store.reset();
    expect(store.get()).toBe(defaultPreferences);
    expect(items.has(PREFERENCES_STORAGE_KEY)).toBe(false);
    expect(listener).toHaveBeenCalledExactlyOnceWith(defaultPreferences);
  });
});

describe('createPreferencesStore: failing storage', () => {
  it('keeps a change in memory and reports when the write throws', () => {
    const { storage, items, state } = memoryStorage();
    state.failWrites = true;
    const onProblem = vi.fn();
    const store = createPreferencesStore({ storage, onProblem });
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.update({ analyticsConsent: true }).ok).toBe(true);
    expect(store.get().analyticsConsent).toBe(true);
    expect(listener).toHaveBeenCalledOnce();
    expect(items.size).toBe(0);
    expect(onProblem).toHaveBeenCalledExactlyOnceWith(
      'preferences: could not be saved (QuotaExceededError: Quota exceeded); kept for this session',
    );
  });

  it('describes thrown values that are not errors', () => {
    const onProblem = vi.fn();
    const throwing = (thrown: unknown): PreferencesStorage => ({
      getItem: () => null,
      setItem: () => {
        throw thrown;
      },
      removeItem: () => undefined,
    });
    createPreferencesStore({ storage: throwing('denied'), onProblem }).update({ darkMode: false });
    createPreferencesStore({ storage: throwing({ code: 22 }), onProblem }).update({
      darkMode: false,
    });
    createPreferencesStore({ storage: throwing(new Error('plain')), onProblem }).update({
      darkMode: false,
    });
    expect(onProblem.mock.calls).toEqual([
      ['preferences: could not be saved (denied); kept for this session'],
      ['preferences: could not be saved (unknown error); kept for this session'],
      ['preferences: could not be saved (plain); kept for this session'],
    ]);
  });

  it('writes again on the next change once storage works again', () => {
    const { storage, items, state } = memoryStorage();
    state.failWrites = true;
    const store = createPreferencesStore({ storage, onProblem: () => undefined });
    store.update({ darkMode: false });
    state.failWrites = false;
    store.update({ developerMode: true });
    expect(storedDarkMode(items)).toBe(false);
  });

  it('reports a failing reset but still resets in memory', () => {
    const { storage, items, state } = memoryStorage({ [PREFERENCES_STORAGE_KEY]: blobWith({}) });
    const onProblem = vi.fn();
    const store = createPreferencesStore({ storage, onProblem });
    state.failWrites = true;
    store.reset();
    expect(store.get()).toBe(defaultPreferences);
    expect(items.has(PREFERENCES_STORAGE_KEY)).toBe(true);
    expect(onProblem).toHaveBeenCalledExactlyOnceWith(
      'preferences: could not be cleared (SecurityError: Storage disabled)',
    );
  });
});

describe('createPreferencesStore: subscriptions', () => {
  it('stops calling a listener after its disposer runs', () => {
    const { storage } = memoryStorage();
    const store = createPreferencesStore({ storage });
    const listener = vi.fn();
    const dispose = store.subscribe(listener);
    store.update({ darkMode: false });
    dispose();
    store.update({ darkMode: true });
    expect(listener).toHaveBeenCalledOnce();
  });

  it('keeps two subscriptions of the same function apart', () => {
    const { storage } = memoryStorage();
    const store = createPreferencesStore({ storage });
    const listener = vi.fn();
    const disposeFirst = store.subscribe(listener);
    store.subscribe(listener);
    store.update({ darkMode: false });
    expect(listener).toHaveBeenCalledTimes(2);
    disposeFirst();
    store.update({ darkMode: true });
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('reports a throwing listener and still calls the others', () => {
    const { storage } = memoryStorage();
    const onProblem = vi.fn();
    const store = createPreferencesStore({ storage, onProblem });
    const after = vi.fn();
    store.subscribe(() => {
      throw new Error('boom');
    });
    store.subscribe(after);
    store.update({ darkMode: false });
    expect(after).toHaveBeenCalledOnce();
    expect(onProblem).toHaveBeenCalledExactlyOnceWith('preferences: a listener failed (boom)');
  });

  it('lets a listener unsubscribe another during notification without skipping it', () => {
    const { storage } = memoryStorage();
    const store = createPreferencesStore({ storage });
    const second = vi.fn();
    let disposeSecond = (): void => undefined;
    store.subscribe(() => disposeSecond());
    disposeSecond = store.subscribe(second);
    store.update({ darkMode: false });
    store.update({ darkMode: true });
    expect(second).toHaveBeenCalledOnce();
  });
});

describe('createPreferencesStore: other tabs', () => {
  function twoTabs() {
    const shared = memoryStorage();
    const onProblem = vi.fn();
    const tabA = createPreferencesStore({ storage: shared.storage });
    const tabB = createPreferencesStore({ storage: shared.storage, onProblem });
    /** What the browser does: tell the other tab about a write, with the stored value. */
    const deliverTo = (store: typeof tabB, key: string | null = PREFERENCES_STORAGE_KEY) =>
      store.handleStorageEvent({
        key,
        newValue: key === null ? null : (shared.items.get(key) ?? null),
      });
    return { shared, tabA, tabB, onProblem, deliverTo };
  }

  it('loads and announces a write of the key by another tab', () => {
    const { tabA, tabB, deliverTo } = twoTabs();
    const listener = vi.fn<(preferences: Preferences) => void>();
    tabB.subscribe(listener);
    tabA.update({ darkMode: false, keyBinding: { enabled: true } });
    expect(tabB.get().darkMode).toBe(true);
    deliverTo(tabB);
    expect(tabB.get()).toEqual(tabA.get());
    expect(listener).toHaveBeenCalledExactlyOnceWith(tabB.get());
  });

  it('ignores events for other keys and events that change nothing', () => {
    const { shared, tabA, tabB, deliverTo } = twoTabs();
    const listener = vi.fn();
    tabB.subscribe(listener);
    shared.items.set('userLanguage', 'de');
    deliverTo(tabB, 'userLanguage');
    tabA.update({ darkMode: false });
    deliverTo(tabB);
    deliverTo(tabB);
    expect(listener).toHaveBeenCalledOnce();
  });

  it('does not write back what another tab wrote', () => {
    const { shared, tabA, tabB, deliverTo } = twoTabs();
    tabA.update({ darkMode: false });
    const writes = shared.state.writes;
    deliverTo(tabB);
    expect(shared.state.writes).toBe(writes);
  });

  it('falls back to the defaults when another tab removes the blob or clears storage', () => {
    const { tabA, tabB, deliverTo } = twoTabs();
    tabA.update({ darkMode: false });
    deliverTo(tabB);
    expect(tabB.get().darkMode).toBe(false);
    tabA.reset();
    deliverTo(tabB);
    expect(tabB.get()).toBe(defaultPreferences);
    tabA.update({ darkMode: false });
    deliverTo(tabB);
    deliverTo(tabB, null);
    expect(tabB.get()).toBe(defaultPreferences);
  });

  it('repairs what another tab wrote, reporting the problems', () => {
    const { tabB, onProblem } = twoTabs();
    tabB.handleStorageEvent({
      key: PREFERENCES_STORAGE_KEY,
      newValue: blobWith({ 'randomClassic.minimumStrokeLengthPct': 400 }),
    });
    expect(tabB.get().randomClassic.minimumStrokeLengthPct).toBe(25);
    expect(tabB.get().device).toBe('oh');
    expect(onProblem).toHaveBeenCalledOnce();
  });

  it('accepts a DOM StorageEvent as is', () => {
    const { tabB } = twoTabs();
    const event = new StorageEvent('storage', {
      key: PREFERENCES_STORAGE_KEY,
      newValue: blobWith({}),
    });
    tabB.handleStorageEvent(event);
    expect(tabB.get()).toEqual(customPreferences());
  });
});
