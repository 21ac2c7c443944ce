/**
 * The corrections to the provider's published OpenAPI file, all in one place. The file is the
 * contract; it is corrected only where it contradicts itself or what third-party clients observed
 * on the live service (`../shared/reference/handy-api-v3.md`, tags [live]), each with its reason,
 * never to make Glide pass. Each patch (RFC 6902) starts by testing the value it corrects, so a
 * new edition of the file that fixes or moves it makes the correction fail instead of misapply.
 *
 * The list is printed by the contract test and copied into `docs/deviations.md`.
 */
import type { Operation } from 'fast-json-patch';
import { isObject, pointerToken } from './json';

/** One correction of the file. */
export interface Correction {
  readonly title: string;
  /** What the file is measured against: its own other parts, or the live service. */
  readonly against: 'itself' | 'the live service';
  readonly reason: string;
  /** RFC 6902 operations, or a function that derives them from the generated contract. */
  readonly patch:
    readonly Operation[] | ((generated: Readonly<Record<string, unknown>>) => Operation[]);
}

const hspStateInResult = {
  allOf: [
    { $ref: '#/components/schemas/DeviceResponse' },
    { type: 'object', properties: { result: { $ref: '#/components/schemas/HspState' } } },
  ],
};

/** The four pause/resume operations that declare a bare HspState. */
const BARE_STATE_PATHS = ['/hsp/pause', '/hsp/resume', '/hssp/pause', '/hssp/resume'] as const;

/** The shared error answers every operation with a credential can give. */
const SHARED_ERROR_STATUSES = ['400', '401', '403', '408', '429', '500'] as const;

/** The HTTP methods of an OpenAPI path item. */
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

/**
 * `add` ops of the shared error answers for every operation of `generated` that needs a credential
 * (its own `security`, else the document's, is not empty: all but `/servertime`), for each status
 * the operation does not list yet.
 */
function sharedErrorPatch(generated: Readonly<Record<string, unknown>>): Operation[] {
  const ops: Operation[] = [];
  const documentSecurity = generated.security;
  for (const [path, item] of Object.entries(isObject(generated.paths) ? generated.paths : {})) {
    if (!isObject(item)) continue;
    for (const method of METHODS) {
      const op = item[method];
      if (!isObject(op)) continue;
      const security = op.security ?? documentSecurity;
      if (!Array.isArray(security) || security.length === 0) continue;
      const listed = isObject(op.responses) ? op.responses : {};
      for (const status of SHARED_ERROR_STATUSES) {
        if (status in listed) continue;
        ops.push({
          op: 'add',
          path: `/paths/${pointerToken(path)}/${method}/responses/${status}`,
          value: { $ref: `#/components/responses/${status}` },
        });
      }
    }
  }
  return ops;
}

function errorBody(schemaRef: string) {
  return { content: { 'application/json': { schema: { $ref: schemaRef } } } };
}

const schema = (name: string) => ({ $ref: `#/components/schemas/${name}` });
/** An event that carries no payload: the data's `data` is an empty object. */
const NO_PAYLOAD = { type: 'object', maxProperties: 0 };

/**
 * The payload each event type carries, from the file's own examples and texts (reference §7).
 * `hrpp_state_changed` has an example and no schema: it is an object.
 */
const EVENT_PAYLOADS: Readonly<Record<string, object>> = {
  battery_changed: schema('BatteryStatus'),
  ble_status_changed: schema('BLEStatus'),
  button_event: schema('ButtonEvent'),
  device_clock_synchronized: schema('DeviceTimeInfo'),
  device_connected: schema('DeviceStatus'),
  device_disconnected: schema('DeviceDisconnected'),
  device_error: schema('ErrorData'),
  device_status: schema('DeviceStatus'),
  hamp_state_changed: schema('HampState'),
  hrpp_state_changed: { type: 'object' },
  hdsp_state_changed: schema('HdspState'),
  hsp_looping: schema('HspState'),
  hsp_starving: schema('HspState'),
  hsp_paused_on_starving: schema('HspState'),
  hsp_resumed_on_not_starving: schema('HspState'),
  hsp_state_changed: schema('HspState'),
  hsp_threshold_reached: schema('HspState'),
  stream_end_reached: schema('HspState'),
  hvp_state_changed: schema('HvpState'),
  low_memory_error: schema('LowMemoryError'),
  low_memory_warning: schema('LowMemoryWarning'),
  mode_changed: schema('DeviceMode'),
  ota_progress: schema('OtaProgress'),
  slider_blocked: NO_PAYLOAD,
  slider_unblocked: NO_PAYLOAD,
  stroke_changed: schema('StrokeStatus'),
  temp_high: NO_PAYLOAD,
  temp_ok: NO_PAYLOAD,
  wifi_scan_complete: schema('WifiScanComplete'),
  wifi_status: schema('WifiStatus'),
  wifi_status_changed: schema('WifiStatus'),
};

/** The corrections, in the order they are applied. */
export const corrections: readonly Correction[] = [
  {
    title: 'A `result` may be any value',
    against: 'itself',
    reason:
      '`DeviceResponse` types `result` as an object, yet `PUT /mode`, the six `/hdsp/*` and `PUT /hstp/offset` ' +
      'combine it with `result: string` and give `{"result": "ok"}` as their example: by the file itself no answer of ' +
      'theirs could be valid. Each operation already narrows `result` in its own half of the `allOf`.',
    patch: [
      {
        op: 'test',
        path: '/components/schemas/DeviceResponse/properties/result/type',
        value: 'object',
      },
      { op: 'remove', path: '/components/schemas/DeviceResponse/properties/result/type' },
    ],
  },
  {
    title: '`PUT /hdsp/xpt` requires `xp` and `t`',
    against: 'itself',
    reason:
      'The operation defines only `xp`, `t`, `stop_on_target` and `immediate_rsp`, but requires `xa` and `va`, ' +
      'which it does not define (copied from `/hdsp/xava`); the path names its two fields, position percent and time.',
    patch: [
      {
        op: 'test',
        path: '/paths/~1hdsp~1xpt/put/requestBody/content/application~1json/schema/required',
        value: ['xa', 'va'],
      },
      {
        op: 'replace',
        path: '/paths/~1hdsp~1xpt/put/requestBody/content/application~1json/schema/required',
        value: ['xp', 't'],
      },
    ],
  },
  {
    title: '`PUT /hdsp/xpvp` takes `vp`, not `va`',
    against: 'itself',
    reason:
      'The path names a relative position and a relative velocity (`xp`, `vp`), as `/hdsp/xavp` takes `vp`; ' +
      'in its siblings `va` is the absolute velocity in mm/s, here it is bounded 0–100 like a percentage. ' +
      'The reference notes the same typo and that clients send `vp`.',
    patch: [
      {
        op: 'test',
        path: '/paths/~1hdsp~1xpvp/put/requestBody/content/application~1json/schema/required',
        value: ['xp', 'va'],
      },
      {
        op: 'move',
        from: '/paths/~1hdsp~1xpvp/put/requestBody/content/application~1json/schema/properties/va',
        path: '/paths/~1hdsp~1xpvp/put/requestBody/content/application~1json/schema/properties/vp',
      },
      {
        op: 'replace',
        path: '/paths/~1hdsp~1xpvp/put/requestBody/content/application~1json/schema/required',
        value: ['xp', 'vp'],
      },
    ],
  },
  {
    title: 'Mode 9 (HRPP) is a device mode',
    against: 'itself',
    reason:
      "`DeviceModeValue`'s text lists 9 HRPP, the event list has `hrpp_state_changed` and its example, but the enum " +
      'stops at 8: a device in HRPP would answer `GET /mode` with a value the file calls invalid.',
    patch: [
      {
        op: 'test',
        path: '/components/schemas/DeviceModeValue/enum',
        value: [0, 1, 2, 3, 4, 5, 6, 7, 8],
      },
      { op: 'add', path: '/components/schemas/DeviceModeValue/enum/-', value: 9 },
      { op: 'add', path: '/components/schemas/DeviceModeValue/x-enum-varnames/-', value: 'HRPP' },
    ],
  },
  {
    title: 'Pause and resume answer in `result` like every other HSP call',
    against: 'itself',
    reason:
      'Every other `/hsp/*`, `/hssp/*` and `/stream/*` call answers `{result: HspState}` or `{error: DeviceError}`; ' +
      'these four declare a bare `HspState`, which leaves no room for the device errors every device call can ' +
      'give (an offline device answers `{error: …}`, reference §3). The reference marks the bare form as a ' +
      'probable omission.',
    patch: BARE_STATE_PATHS.flatMap((path): Operation[] => [
      {
        op: 'test',
        path: `/paths/${pointerToken(path)}/put/responses/200/content/application~1json/schema`,
        value: { $ref: '#/components/schemas/HspState' },
      },
      {
        op: 'replace',
        path: `/paths/${pointerToken(path)}/put/responses/200/content/application~1json/schema`,
        value: hspStateInResult,
      },
    ]),
  },
  {
    title: 'The event stream is `text/event-stream`',
    against: 'itself',
    reason:
      '`GET /sse` declares the media type `text/events-stream`, which does not exist; the operation is a ' +
      "server-sent event stream, whose type is `text/event-stream` (and browsers' EventSource refuses any other).",
    patch: [
      {
        op: 'test',
        path: '/paths/~1sse/get/responses/200/content/text~1events-stream/schema',
        value: { type: 'string' },
      },
      {
        op: 'move',
        from: '/paths/~1sse/get/responses/200/content/text~1events-stream',
        path: '/paths/~1sse/get/responses/200/content/text~1event-stream',
      },
    ],
  },
  {
    title: 'A point position is 0–100',
    against: 'the live service',
    reason:
      '`PointPosition` has `maximum: 50` while its own example is 100 and the HSP text says 0 is bottom and 100 ' +
      'top; the full 0–100 range was confirmed on a device (reference §5, [live]).',
    patch: [
      { op: 'test', path: '/components/schemas/PointPosition/maximum', value: 50 },
      { op: 'replace', path: '/components/schemas/PointPosition/maximum', value: 100 },
    ],
  },
  {
    title: 'The shared error answers have bodies',
    against: 'the live service',
    reason:
      'The file declares 400, 401, 403, 404, 408, 429 and 500 under `components.responses` without a body. ' +
      'The live gateway answers a missing or unknown application key with 401 `{"error":{"name":"","message":' +
      '"Unauthenticated"}}` (no `code`) and a missing connection key with 400 `{"name":"Bad request","message":' +
      '"Missing connection key in request"}` (not wrapped), reference §3 [live]. Every other error body takes ' +
      "the file's own `GenericError` inside `error`, as `AuthTokenResponse` does.",
    patch: [
      {
        op: 'add',
        path: '/components/schemas/GatewayAuthError',
        value: {
          type: 'object',
          properties: {
            error: {
              type: 'object',
              properties: {
                name: { type: 'string' },
                message: { type: 'string' },
                code: { type: 'integer' },
              },
              required: ['name', 'message'],
            },
          },
          required: ['error'],
        },
      },
      {
        op: 'add',
        path: '/components/schemas/MissingConnectionKeyError',
        value: {
          type: 'object',
          properties: { name: { type: 'string' }, message: { type: 'string' } },
          required: ['name', 'message'],
        },
      },
      {
        op: 'add',
        path: '/components/schemas/WrappedGenericError',
        value: {
          type: 'object',
          properties: { error: { $ref: '#/components/schemas/GenericError' } },
          required: ['error'],
        },
      },
      {
        op: 'add',
        path: '/components/responses/400/content',
        value: {
          'application/json': {
            schema: {
              anyOf: [
                { $ref: '#/components/schemas/WrappedGenericError' },
                { $ref: '#/components/schemas/MissingConnectionKeyError' },
              ],
            },
          },
        },
      },
      {
        op: 'add',
        path: '/components/responses/401/content',
        value: errorBody('#/components/schemas/GatewayAuthError').content,
      },
      ...(['403', '404', '408', '429', '500'] as const).map((status): Operation => ({
        op: 'add',
        path: `/components/responses/${status}/content`,
        value: errorBody('#/components/schemas/WrappedGenericError').content,
      })),
    ],
  },
  {
    title: 'Every operation with a credential can answer the shared errors',
    against: 'the live service',
    reason:
      'Most operations list only 200, yet every one of them needs a credential (`security` at the top of the ' +
      'file), is rate limited (the `X-RateLimit-*` headers on every answer) and takes input it can refuse: the ' +
      'live service answers 401 and 400 on any device call (reference §3, [live]). The file declares these ' +
      'answers once, under `components.responses`, and references them from a few operations; here every ' +
      'operation with a credential references them.',
    patch: (generated) => sharedErrorPatch(generated),
  },
  {
    title: '`PUT /hssp/setup` answers 400 `UNSUPPORTED_URL`',
    against: 'the live service',
    reason:
      'The file documents only 200 for the setup, but says HSSP "no longer supports setup of scripts hosted on ' +
      'private networks"; the live service refuses a private, LAN or plain-http URL with HTTP 400 ' +
      '`UNSUPPORTED_URL` (reference §1 and §3, [live]). Covered by the shared 400 added above.',
    patch: [
      {
        op: 'test',
        path: '/paths/~1hssp~1setup/put/responses/400',
        value: { $ref: '#/components/responses/400' },
      },
    ],
  },
  {
    title: 'The HSP starving-pause events are event types',
    against: 'itself',
    reason:
      'The HSP texts of the file say that with `pause_on_starving` the device sends `hsp_paused_on_starving` and ' +
      '`hsp_resumed_on_not_starving` instead of `hsp_starving`, but `SSEEventType` does not list them, so a ' +
      '`?events=` filter naming them, or the events themselves, would be invalid.',
    patch: [
      { op: 'test', path: '/components/schemas/SSEEventType/enum/13', value: 'hsp_state_changed' },
      {
        op: 'add',
        path: '/components/schemas/SSEEventType/enum/-',
        value: 'hsp_paused_on_starving',
      },
      {
        op: 'add',
        path: '/components/schemas/SSEEventType/enum/-',
        value: 'hsp_resumed_on_not_starving',
      },
    ],
  },
  {
    title: 'Each event names its payload',
    against: 'itself',
    reason:
      '`SSEEventData.data` is a `oneOf` of 19 payload schemas, which cannot hold: a `low_memory_error` payload fits ' +
      'both `LowMemoryError` and `LowMemoryWarning`, and `slider_blocked`, `temp_high` and the like carry no ' +
      "payload, which fits none. The event's type says which payload it carries (the file's examples pair " +
      'them), so the `oneOf` is replaced by a table from event type to payload schema (`x-event-payloads`).',
    patch: [
      {
        op: 'test',
        path: '/components/schemas/SSEEventData/properties/data/type',
        value: 'object',
      },
      { op: 'remove', path: '/components/schemas/SSEEventData/properties/data/oneOf' },
      { op: 'add', path: '/x-event-payloads', value: EVENT_PAYLOADS },
    ],
  },
  {
    title: 'Events are named on the wire',
    against: 'the live service',
    reason:
      "The file's `/sse` examples send unnamed messages whose JSON holds `id`, `type` and `data` (`SSEEvent`), " +
      'and are not valid JSON (a missing comma, an unquoted key). The live service names each message with ' +
      '`event: <type>` and sends `SSEEventData` (`{connection_key, data}`) as its data (reference §7, [live]). ' +
      'The checks read the type from the event name and validate the data as `SSEEventData`; the examples are ' +
      'not parsed.',
    patch: [
      { op: 'test', path: '/components/schemas/SSEEvent/required', value: ['id', 'type', 'data'] },
    ],
  },
  {
    title: 'A channel reference starts with `chref:`',
    against: 'itself',
    reason:
      "`ChannelReference`'s pattern `^(chref:?:)?[a-zA-Z0-9]{5,64}$` reads as a mistyped non-capturing group " +
      '(`(?:chref:)`); as written it makes the prefix optional, so every connection key is also a channel ' +
      "reference and `DeviceReference`'s `oneOf` (key or channel) refuses every key. Its `maxLength: 64` also " +
      'cuts the longest reference its own pattern allows (6 + 64). The example, `chref:09Amdosdidsamdsa`, has ' +
      'the prefix.',
    patch: [
      {
        op: 'test',
        path: '/components/schemas/ChannelReference/pattern',
        value: '^(chref:?:)?[a-zA-Z0-9]{5,64}$',
      },
      {
        op: 'replace',
        path: '/components/schemas/ChannelReference/pattern',
        value: '^chref:[a-zA-Z0-9]{5,64}$',
      },
      { op: 'replace', path: '/components/schemas/ChannelReference/minLength', value: 11 },
      { op: 'replace', path: '/components/schemas/ChannelReference/maxLength', value: 70 },
    ],
  },
  {
    title: "An event's `connection_key` may be a channel reference",
    against: 'itself',
    reason:
      '`GET /sse` opens a stream on a `DeviceReference` (a key or a channel reference), and the stream opens ' +
      'with a `device_status` about what it was opened on; but `SSEEventData.connection_key` admits only a ' +
      'connection key, so the first event of any stream opened on a channel would break the file.',
    patch: [
      {
        op: 'test',
        path: '/components/schemas/SSEEventData/properties/connection_key',
        value: { $ref: '#/components/schemas/ConnectionKey' },
      },
      {
        op: 'replace',
        path: '/components/schemas/SSEEventData/properties/connection_key',
        value: { $ref: '#/components/parameters/DeviceReference/schema' },
      },
    ],
  },
  {
    title: '`DeviceSessionIds` requires its own three fields',
    against: 'itself',
    reason:
      'The schema defines `boot_session_id`, `socket_session_id` and `mode_session_id` and gives all three in ' +
      'its example, but requires `device_id` and `session_id`, which it does not define: its own example fails it.',
    patch: [
      {
        op: 'test',
        path: '/components/schemas/DeviceSessionIds/required',
        value: ['device_id', 'session_id'],
      },
      {
        op: 'replace',
        path: '/components/schemas/DeviceSessionIds/required',
        value: ['boot_session_id', 'socket_session_id', 'mode_session_id'],
      },
    ],
  },
  {
    title: 'The event stream takes the connection key as `ck`',
    against: 'the live service',
    reason:
      '`GET /sse` types the key as the `X-Connection-Key` header like the REST calls, and its credential as the ' +
      '`apikey` query "because EventSource cannot set headers": the same holds for the key. The live service ' +
      'reads it from the `ck` query (reference §7, [live]); a header-only stream could not be opened from a browser.',
    patch: [
      {
        op: 'test',
        path: '/paths/~1sse/parameters/2',
        value: { $ref: '#/components/parameters/DeviceReference' },
      },
      {
        op: 'replace',
        path: '/paths/~1sse/parameters/2',
        value: {
          name: 'ck',
          in: 'query',
          required: true,
          schema: { $ref: '#/components/parameters/DeviceReference/schema' },
        },
      },
    ],
  },
  {
    title: 'Examples agree with their own schemas',
    against: 'itself',
    reason:
      'Five examples fail the schema they illustrate: `GET /settings/slider` names `x_limit_end` where ' +
      '`SliderSettings` requires `x_limit_stop` (the reference notes the typo); `GET /info` omits `session_id`, ' +
      "which `DeviceInfo` requires (the file's event examples give the device's session id); `PUT /mode2` " +
      'offers `{"result": "ok"}`, the deprecated `PUT /mode`\'s answer, beside its `DeviceMode`; ' +
      "`HspState`'s example omits the required `pause_on_starving`; and `GET /hstp/offset` types the offset " +
      'as a `Timestamp` (0 or more) while its own `OffsetResponseNegative` example, and `PUT /hstp/offset`, ' +
      'take a negative offset. The examples are made to fit (the offset is an integer of either sign).',
    patch: [
      {
        op: 'test',
        path: '/paths/~1settings~1slider/get/responses/200/content/application~1json/examples/SliderSettings/value/result/x_limit_end',
        value: 100,
      },
      {
        op: 'move',
        from: '/paths/~1settings~1slider/get/responses/200/content/application~1json/examples/SliderSettings/value/result/x_limit_end',
        path: '/paths/~1settings~1slider/get/responses/200/content/application~1json/examples/SliderSettings/value/result/x_limit_stop',
      },
      {
        op: 'add',
        path: '/paths/~1info/get/responses/200/content/application~1json/examples/DeviceInfo/value/result/session_id',
        value: '01HYMVKHMPYH1S6WTVD6BM7TQA',
      },
      {
        op: 'test',
        path: '/paths/~1mode2/put/responses/200/content/application~1json/examples/DeviceOkRsp/value',
        value: { result: 'ok' },
      },
      {
        op: 'remove',
        path: '/paths/~1mode2/put/responses/200/content/application~1json/examples/DeviceOkRsp',
      },
      { op: 'add', path: '/components/schemas/HspState/example/pause_on_starving', value: false },
      {
        op: 'test',
        path: '/paths/~1hstp~1offset/get/responses/200/content/application~1json/schema/allOf/1/properties/result/properties/offset',
        value: { $ref: '#/components/schemas/Timestamp' },
      },
      {
        op: 'replace',
        path: '/paths/~1hstp~1offset/get/responses/200/content/application~1json/schema/allOf/1/properties/result/properties/offset',
        value: { type: 'integer' },
      },
    ],
  },
  {
    title: 'The event examples are valid JSON and name their events as the event list does',
    against: 'itself',
    reason:
      'Every `/sse` example is invalid JSON (no comma after `"id"`, an unquoted `info` key) and ends in the ' +
      'characters `\\n\\n` instead of the blank line that ends an event; two break their JSON over ' +
      'several lines, which ends the `data:` field at the first break. Beyond the syntax: one example calls ' +
      'its event `device_mode_changed`, which `SSEEventType` does not list (it lists `mode_changed`); the ' +
      '`hsp_looping` example is typed `hsp_state_changed`; `hvp_state_changed` nests an `HvpState` under ' +
      '`state` with `aplitude` for `amplitude` and an amplitude of 60 where `HvpState` and its own example ' +
      'use 0–1; `ble_status_changed` sends `state` where `BLEStatus` requires `status`; and the five HSP ' +
      'event examples omit `pause_on_starving`, which `HspState` requires. Each is made to fit its schema.',
    patch: (generated) => repairEventExamples(generated),
  },
];

/** The HSP event examples omit `pause_on_starving`, which `HspState` requires. */
const HSP_PAUSE_ON_STARVING = [
  '"play_state": 0,',
  '"play_state": 0, "pause_on_starving": false,',
] as const;

/** The fixes of the event examples, by example name: each rewrites the example's text. */
const EVENT_EXAMPLE_FIXES: Readonly<Record<string, ReadonlyArray<readonly [string, string]>>> = {
  device_mode_changed: [['"type": "device_mode_changed"', '"type": "mode_changed"']],
  hsp_looping: [['"type": "hsp_state_changed"', '"type": "hsp_looping"'], HSP_PAUSE_ON_STARVING],
  hvp_state_changed: [
    [
      '{ "state": { "enabled": true, "aplitude": 60, "frequency": 50, "position": 50 } }',
      '{ "enabled": true, "amplitude": 0.6, "frequency": 50, "position": 50 }',
    ],
  ],
  ble_status_changed: [['{ "state": 1 }', '{ "status": 1 }']],
  hsp_state_changed: [HSP_PAUSE_ON_STARVING],
  hsp_starving: [HSP_PAUSE_ON_STARVING],
  hsp_threshold_reached: [HSP_PAUSE_ON_STARVING],
  stream_end_reached: [HSP_PAUSE_ON_STARVING],
};

/** Patch operations that repair the `/sse` examples of `generated` (see the correction's reason). */
function repairEventExamples(generated: Readonly<Record<string, unknown>>): Operation[] {
  const pointer = '/paths/~1sse/get/responses/200/content/text~1event-stream/examples';
  const paths = generated.paths as Record<string, Record<string, unknown>> | undefined;
  const get = paths?.['/sse']?.get as
    | {
        responses?: Record<
          string,
          { content?: Record<string, { examples?: Record<string, { value?: unknown }> }> }
        >;
      }
    | undefined;
  const examples = get?.responses?.['200']?.content?.['text/events-stream']?.examples ?? {};
  const ops: Operation[] = [];
  for (const [name, example] of Object.entries(examples)) {
    if (typeof example.value !== 'string') continue;
    let text = example.value
      .replace('"id": "12345" "type"', '"id": "12345", "type"')
      .replace(/([{,]\s*)info:/g, '$1"info":')
      .replace(/\\n\\n\n$/, '')
      // A line break inside `data:` would end the field: the JSON goes on one line.
      .replace(/\n\s*/g, ' ')
      .concat('\n\n');
    for (const [from, to] of EVENT_EXAMPLE_FIXES[name] ?? []) {
      if (!text.includes(from))
        throw new Error(`The ${name} event example no longer holds ${from}`);
      text = text.replace(from, to);
    }
    ops.push({ op: 'test', path: `${pointer}/${name}/value`, value: example.value });
    ops.push({ op: 'replace', path: `${pointer}/${name}/value`, value: text });
  }
  return ops;
}
