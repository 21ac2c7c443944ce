/**
 * A Stash server's GraphQL API, as Glide uses it: each call sends one of `documents.ts`, with the
 * API key in Stash's `ApiKey` header (never in an address), no cookies and no Referer, within a
 * deadline on the injected clock; every outcome is a parsed answer or a {@link StashError}.
 */
import type { Clock } from '@glide/core';
import * as v from 'valibot';
import { graphqlUrl, isBlockedAsMixedContent } from './address';
import {
  ADD_PLAY,
  COUNT_SCENES,
  FIND_PERFORMERS,
  FIND_SCENE,
  FIND_SCENES,
  FIND_STUDIOS,
  FIND_TAGS,
  PLAYER_SETTINGS,
  SAVE_ACTIVITY,
  SERVER_STATUS,
  type StashOperationName,
} from './documents';
import { StashError } from './errors';
import type {
  StashFilterOption,
  StashPlayerSettings,
  StashScenePage,
  StashScenePlay,
  StashServerSummary,
} from './model';
import { sceneQueryVariables, optionQueryVariables, type SceneQuery } from './query';
import {
  formatStashVersion,
  isSupportedStashVersion,
  MINIMUM_STASH_VERSION,
  parseStashVersion,
} from './version';
import {
  AddPlaySchema,
  CountScenesSchema,
  EnvelopeSchema,
  FindPerformersSchema,
  FindSceneSchema,
  FindScenesSchema,
  FindStudiosSchema,
  FindTagsSchema,
  PlayerSettingsSchema,
  SaveActivitySchema,
  ServerStatusSchema,
} from './wire';

/** Stash's header for its API key (`pkg/session/session.go`: `ApiKeyHeader`). */
export const API_KEY_HEADER = 'ApiKey';
/** How long a call may take before it fails with `timeout`. */
export const STASH_CALL_DEADLINE_MS = 15_000;
/** The largest answer read: a long funscript of many axes is a few megabytes. */
export const MAX_ANSWER_BYTES = 32 * 1024 * 1024;
/** The validation failure gqlgen (Stash's GraphQL server) reports for a field it does not know. */
const VALIDATION_FAILED = 'GRAPHQL_VALIDATION_FAILED';

export interface StashClientOptions {
  /** The server's base URL (`parseStashAddress`), ending in `/`. */
  readonly baseUrl: string;
  /** Stash's API key; empty for a server without authentication. */
  readonly apiKey: string;
  readonly clock: Pick<Clock, 'setTimeout' | 'clearTimeout'>;
  readonly fetch?: typeof fetch;
  /** The page's protocol (`location.protocol`): a secure page cannot call an insecure server. */
  readonly pageProtocol?: string;
  readonly deadlineMs?: number;
}

/** What a filter's list asks for: options matching a text, or the options of these ids. */
export type OptionQuestion = string | { readonly ids: readonly string[] };

/** The variables of an option question. */
const optionVariables = (question: OptionQuestion) =>
  typeof question === 'string'
    ? optionQueryVariables(question)
    : optionQueryVariables('', question.ids);

/** Options every call accepts. */
export interface StashCallOptions {
  readonly signal?: AbortSignal | undefined;
}

export interface StashClient {
  readonly baseUrl: string;
  /** "Test connection": the version, and how many scenes and interactive scenes the library has. */
  summary(options?: StashCallOptions): Promise<StashServerSummary>;
  findScenes(query: SceneQuery, options?: StashCallOptions): Promise<StashScenePage>;
  /** One scene to play, or `null` when the server has no scene of that id. */
  findScene(id: string, options?: StashCallOptions): Promise<StashScenePlay | null>;
  playerSettings(options?: StashCallOptions): Promise<StashPlayerSettings>;
  /** A filter's options: those matching a text, or those of given ids (their names). */
  findTags(
    question: OptionQuestion,
    options?: StashCallOptions,
  ): Promise<readonly StashFilterOption[]>;
  findPerformers(
    question: OptionQuestion,
    options?: StashCallOptions,
  ): Promise<readonly StashFilterOption[]>;
  findStudios(
    question: OptionQuestion,
    options?: StashCallOptions,
  ): Promise<readonly StashFilterOption[]>;
  /** Records a play; resolves with the scene's play count. */
  addPlay(id: string, options?: StashCallOptions): Promise<number>;
  /**
   * The text of a scene's script (`paths.funscript`), for the player's own parser; only from the
   * server itself, with the key in the header.
   */
  scriptText(url: string, options?: StashCallOptions): Promise<string>;
  /** Saves the resume point and adds to the scene's play duration (both in seconds). */
  saveActivity(
    id: string,
    activity: { readonly resumeTimeS: number; readonly playDurationS: number },
    options?: StashCallOptions,
  ): Promise<void>;
}

/** What the server said: its status and the messages of its GraphQL errors, if any. */
function describe(status: number, messages: readonly string[]): string {
  return messages.length > 0 ? `HTTP ${status}: ${messages.join('; ')}` : `HTTP ${status}`;
}

export function createStashClient(options: StashClientOptions): StashClient {
  const { baseUrl, apiKey, clock } = options;
  const fetchFn = options.fetch ?? globalThis.fetch.bind(globalThis);
  const deadlineMs = options.deadlineMs ?? STASH_CALL_DEADLINE_MS;
  const endpoint = graphqlUrl(baseUrl);

  /** A fetch that failed without an answer: nothing there, or an answer the browser withheld. */
  const unreachableOrCors = async (cause: unknown): Promise<StashError> => {
    // An opaque request (no custom header, no CORS) reaches a server that answers; only a server
    // that is not there fails it too.
    try {
      await fetchFn(endpoint, {
        mode: 'no-cors',
        credentials: 'omit',
        referrerPolicy: 'no-referrer',
        cache: 'no-store',
      });
      return new StashError(
        'cors',
        'The server answered, but not to this page (CORS)',
        {},
        { cause },
      );
    } catch {
      return new StashError('unreachable', 'No server answered at that address', {}, { cause });
    }
  };

  /**
   * One request to the server within the deadline: the body's text and the status, or the failure
   * every request shares (insecure server, nothing there, CORS, wrong key, timeout, cancelled).
   */
  const exchange = async (
    url: string,
    init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string },
    signal: AbortSignal | undefined,
  ): Promise<{ status: number; text: string }> => {
    if (options.pageProtocol && isBlockedAsMixedContent(baseUrl, options.pageProtocol)) {
      throw new StashError(
        'insecure_server',
        'A secure page cannot call an insecure (http) server',
      );
    }
    if (signal?.aborted) throw new StashError('aborted', 'Request aborted.');
    const controller = new AbortController();
    let timedOut = false;
    const timer = clock.setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, deadlineMs);
    const onAbort = () => controller.abort();
    signal?.addEventListener('abort', onAbort);
    const ended = (error: unknown) =>
      timedOut
        ? new StashError('timeout', 'Stash did not answer in time', {}, { cause: error })
        : new StashError('aborted', 'Request aborted.', {}, { cause: error });
    const headers = { ...init.headers };
    if (apiKey !== '') headers[API_KEY_HEADER] = apiKey;
    try {
      let response: Response;
      try {
        response = await fetchFn(url, {
          ...init,
          headers,
          credentials: 'omit',
          referrerPolicy: 'no-referrer',
          cache: 'no-store',
          signal: controller.signal,
        });
      } catch (error) {
        if (timedOut || signal?.aborted) throw ended(error);
        throw await unreachableOrCors(error);
      }
      const { status } = response;
      if (status === 401) {
        throw new StashError('unauthorized', 'Wrong or missing API key', { status });
      }
      const declared = response.headers.get('content-length');
      const contentLength = declared === null ? null : Number(declared);
      if (contentLength !== null && contentLength > MAX_ANSWER_BYTES) {
        throw new StashError('too_large', `The answer is ${contentLength} bytes`, { status });
      }
      // The answer broke off: the deadline, the caller, or the connection (the server went away).
      const text = await response.text().catch((error: unknown) => {
        if (timedOut || signal?.aborted) throw ended(error);
        throw new StashError(
          'unreachable',
          'The server stopped answering',
          { status },
          { cause: error },
        );
      });
      if (text.length > MAX_ANSWER_BYTES) {
        throw new StashError('too_large', `The answer is ${text.length} characters`, { status });
      }
      return { status, text };
    } finally {
      clock.clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  };

  const call = async <T>(
    operationName: StashOperationName,
    query: string,
    variables: Record<string, unknown>,
    schema: v.GenericSchema<unknown, T>,
    { signal }: StashCallOptions = {},
  ): Promise<T> => {
    const { status, text } = await exchange(
      endpoint,
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/graphql-response+json, application/json',
        },
        body: JSON.stringify({ operationName, query, variables }),
      },
      signal,
    );
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    if (status === 403) {
      const said = text.slice(0, 300);
      throw new StashError('refused', describe(status, [said]), { status, messages: [said] });
    }
    const envelope = v.safeParse(EnvelopeSchema, body);
    if (!envelope.success) {
      if (status >= 500) throw new StashError('server_error', describe(status, []), { status });
      throw new StashError('not_stash', `Not a GraphQL answer (${describe(status, [])})`, {
        status,
      });
    }
    const errors = envelope.output.errors ?? [];
    const messages = errors.map((error) => error.message);
    if (errors.some((error) => error.extensions?.code === VALIDATION_FAILED)) {
      throw new StashError('too_old', describe(status, messages), { status, messages });
    }
    if (errors.length > 0) {
      throw new StashError('graphql', describe(status, messages), { status, messages });
    }
    if (status >= 500) throw new StashError('server_error', describe(status, []), { status });
    if (status < 200 || status >= 300) {
      throw new StashError('not_stash', `Not a GraphQL answer (${describe(status, [])})`, {
        status,
      });
    }
    const data = v.safeParse(schema, envelope.output.data);
    if (!data.success) {
      const issue = data.issues[0];
      const path = (issue.path ?? []).map((item) => String(item.key)).join('.');
      throw new StashError(
        'invalid_response',
        `${operationName}: ${path === '' ? '' : `${path}: `}${issue.message}`,
        { status },
      );
    }
    return data.output;
  };

  return {
    baseUrl,
    async summary(callOptions) {
      const status = await call(
        'GlideServerStatus',
        SERVER_STATUS,
        {},
        ServerStatusSchema,
        callOptions,
      );
      const version = status.version.version;
      if (!isSupportedStashVersion(parseStashVersion(version))) {
        throw new StashError(
          'too_old',
          `Stash ${version ?? ''} is older than ${formatStashVersion(MINIMUM_STASH_VERSION)}`,
        );
      }
      if (status.systemStatus.status !== 'OK') {
        throw new StashError('needs_setup', `Stash is not ready: ${status.systemStatus.status}`);
      }
      const count = (sceneFilter: Record<string, unknown>) =>
        call(
          'GlideCountScenes',
          COUNT_SCENES,
          { scene_filter: sceneFilter },
          CountScenesSchema,
          callOptions,
        );
      const [scenes, interactiveScenes] = await Promise.all([
        count({}),
        count({ interactive: true }),
      ]);
      return { version, scenes, interactiveScenes };
    },
    findScenes: (query, callOptions) =>
      call(
        'GlideFindScenes',
        FIND_SCENES,
        sceneQueryVariables(query),
        FindScenesSchema,
        callOptions,
      ),
    findScene: (id, callOptions) =>
      call('GlideFindScene', FIND_SCENE, { id }, FindSceneSchema, callOptions),
    playerSettings: (callOptions) =>
      call('GlidePlayerSettings', PLAYER_SETTINGS, {}, PlayerSettingsSchema, callOptions),
    findTags: (question, callOptions) =>
      call('GlideFindTags', FIND_TAGS, optionVariables(question), FindTagsSchema, callOptions),
    findPerformers: (question, callOptions) =>
      call(
        'GlideFindPerformers',
        FIND_PERFORMERS,
        optionVariables(question),
        FindPerformersSchema,
        callOptions,
      ),
    findStudios: (question, callOptions) =>
      call(
        'GlideFindStudios',
        FIND_STUDIOS,
        optionVariables(question),
        FindStudiosSchema,
        callOptions,
      ),
    addPlay: (id, callOptions) =>
      call('GlideSceneAddPlay', ADD_PLAY, { id }, AddPlaySchema, callOptions),
    async scriptText(url, callOptions) {
      // The key goes only to the server it belongs to: a script elsewhere is not asked for.
      let address: URL;
      try {
        address = new URL(url);
      } catch {
        throw new StashError('invalid_response', 'The script has no address');
      }
      if (address.origin !== new URL(baseUrl).origin) {
        throw new StashError('invalid_response', 'The script is on another server');
      }
      const { status, text } = await exchange(
        address.href,
        { method: 'GET', headers: { Accept: 'application/json' } },
        callOptions?.signal,
      );
      if (status === 404) throw new StashError('no_script', 'Stash has no script for this scene');
      if (status >= 500) throw new StashError('server_error', describe(status, []), { status });
      if (status < 200 || status >= 300) {
        throw new StashError('not_stash', describe(status, []), { status });
      }
      return text;
    },
    async saveActivity(id, activity, callOptions) {
      await call(
        'GlideSceneSaveActivity',
        SAVE_ACTIVITY,
        { id, resume_time: activity.resumeTimeS, playDuration: activity.playDurationS },
        SaveActivitySchema,
        callOptions,
      );
    },
  };
}
