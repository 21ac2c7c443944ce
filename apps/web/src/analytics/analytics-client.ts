/** A value an analytics event may carry. */
export type AnalyticsPropertyValue =
  | string
  | number
  | boolean
  | null
  | readonly AnalyticsPropertyValue[]
  | { readonly [name: string]: AnalyticsPropertyValue };

/** The properties of an analytics event. */
export type AnalyticsProperties = Readonly<Record<string, AnalyticsPropertyValue>>;

/** A page as page tracking reports it: the full URL and its path, taken when the page was shown. */
export interface PageRef {
  url: string;
  pathname: string;
}

/** The analytics SDK as Glide drives it (posthog-js in the app, a recorder in tests). */
export interface AnalyticsBackend {
  capture(event: string, properties: AnalyticsProperties): void;
  identify(distinctId: string): void;
  reset(): void;
  optIn(): void;
  optOut(): void;
}

/** What {@link createAnalytics} is built from. */
export interface AnalyticsDeps {
  /**
   * Loads and starts the SDK, at most once, on the first use with consent; `null` when no project
   * key is configured, which keeps analytics off for good.
   */
  loadBackend: (() => Promise<AnalyticsBackend>) | null;
  /**
   * The analytics identity of a connection key (`analyticsIdentity` of `@glide/core`): slow on
   * purpose, so asynchronous; calls queued after the identify wait for it rather than go out first.
   */
  identityOf: (connectionKey: string) => Promise<string>;
  /** Told when loading the SDK or one of its calls fails; analytics never breaks the app. */
  onError: (message: string, error: unknown) => void;
}

/** Glide's analytics: silent unless configured and consented (issue 3). */
export interface Analytics {
  /** Follows the user's consent; withdrawing it opts out and resets the identity. */
  setConsent(consented: boolean): void;
  /**
   * A device connected with `connectionKey`: identifies the user by the key's analytics identity
   * (never the key) when the key differs from the one identified now (spec §4). Remembered while
   * consent is off, so that consenting later identifies the device in use.
   */
  identify(connectionKey: string): void;
  /** The device disconnected: forgets the identity (spec §4). */
  reset(): void;
  /** Sends one event. */
  capture(event: string, properties?: AnalyticsProperties): void;
  /** A page was shown (`$pageview`). */
  pageview(page: PageRef): void;
  /** A page was left for another (`$pageleave`). */
  pageleave(page: PageRef): void;
  /** The device session has this id; a new one sends `sse_session_start` (spec §4). */
  sessionStarted(sessionId: string | number): void;
  /** The key of the connected device, if any: the sanitiser redacts it. */
  connectionKey(): string | undefined;
  /** Settles when every call made so far has reached the SDK or been dropped. */
  settled(): Promise<void>;
}

/**
 * Creates the analytics controller. Calls run in order through one queue, so that an identify
 * (which derives the identity first) is never overtaken by the events after it, and calls made while the SDK is
 * still loading are sent once it is there. Withdrawing consent drops whatever is still queued.
 */
export function createAnalytics(deps: AnalyticsDeps): Analytics {
  const { loadBackend, identityOf, onError } = deps;
  let consent = false;
  /** Bumped when consent is withdrawn: queued calls from before are dropped, not sent. */
  let generation = 0;
  let backend: Promise<AnalyticsBackend | null> | undefined;
  let queue: Promise<void> = Promise.resolve();
  let connectedKey: string | undefined;
  let identifiedKey: string | undefined;
  let lastSessionId: string | number | undefined;

  const enabled = () => loadBackend !== null && consent;

  const ensureBackend = (load: () => Promise<AnalyticsBackend>) =>
    (backend ??= load().catch((error: unknown) => {
      onError('analytics could not be loaded; it stays off for this page', error);
      return null;
    }));

  const run = (step: () => Promise<void>) => {
    queue = queue.then(step).catch((error: unknown) => onError('analytics call failed', error));
  };

  const enqueue = (op: (sdk: AnalyticsBackend) => void | Promise<void>) => {
    if (loadBackend === null || !consent) return;
    const queuedIn = generation;
    const ready = ensureBackend(loadBackend);
    run(async () => {
      const sdk = await ready;
      if (sdk && queuedIn === generation) await op(sdk);
    });
  };

  const analytics: Analytics = {
    setConsent(consented) {
      if (consented === consent) return;
      consent = consented;
      if (consented) {
        enqueue((sdk) => sdk.optIn());
        if (connectedKey !== undefined) analytics.identify(connectedKey);
        return;
      }
      generation++;
      identifiedKey = undefined;
      const loaded = backend;
      if (!loaded) return;
      run(async () => {
        const sdk = await loaded;
        sdk?.reset();
        sdk?.optOut();
      });
    },

    identify(key) {
      connectedKey = key;
      if (!enabled() || key === identifiedKey) return;
      identifiedKey = key;
      // Derive now, in parallel with whatever is queued; the identify itself keeps its place.
      const id = identityOf(key);
      // Awaited in the queue; this only keeps a failure from counting as unhandled meanwhile.
      id.catch(() => undefined);
      enqueue(async (sdk) => sdk.identify(await id));
    },

    reset() {
      connectedKey = undefined;
      identifiedKey = undefined;
      enqueue((sdk) => sdk.reset());
    },

    capture(event, properties = {}) {
      enqueue((sdk) => sdk.capture(event, properties));
    },

    // The URL is the one of the moment of navigation, not of sending: a call queued while the SDK
    // loads would otherwise report the page the user is on by then.
    pageview(page) {
      analytics.capture('$pageview', { $current_url: page.url, $pathname: page.pathname });
    },

    pageleave(page) {
      analytics.capture('$pageleave', { $current_url: page.url, $pathname: page.pathname });
    },

    sessionStarted(sessionId) {
      if (sessionId === lastSessionId) return;
      lastSessionId = sessionId;
      analytics.capture('sse_session_start');
    },

    connectionKey: () => connectedKey,

    settled: async () => {
      // A step may queue another (consent → identify), so wait until the queue stops growing.
      let seen: Promise<void> | undefined;
      while (seen !== queue) {
        seen = queue;
        await seen;
      }
    },
  };
  return analytics;
}
