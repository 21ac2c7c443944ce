/**
 * The read-only lists of the page: the device's transport statistics and its capabilities, as
 * labelled facts in a fixed order with a unit each. Fields the reference does not name are kept
 * (after the known ones) so that nothing the device reports is hidden.
 */
import { dateTimeMs, type DeviceCapabilities, type DeviceStatistics } from '@glide/handy';

/** How a value is shown. */
export type FactValue =
  | { readonly kind: 'count'; readonly value: number }
  | { readonly kind: 'bytes'; readonly value: number }
  /** A moment, as epoch ms. */
  | { readonly kind: 'time'; readonly value: number }
  | { readonly kind: 'flag'; readonly value: boolean }
  | { readonly kind: 'text'; readonly value: string };

/** One line of a list: the wire field and its value. */
export interface Fact<K extends string = string> {
  readonly field: string;
  /** The known field it is (its label is translated), or `undefined` for another one. */
  readonly known: K | undefined;
  readonly value: FactValue;
}

/** The statistics fields of the reference (§5 DeviceStatistics), in the order shown. */
export const STATISTICS_FIELDS = [
  'timestamp',
  'total_messages',
  'total_bytes',
  'acked_messages',
  'acked_bytes',
  'dropped_messages',
  'dropped_bytes',
  'transit_size',
  'max_transit_size',
  'buffer_size',
  'max_buffer_size',
] as const;
/** A known statistics field. */
export type StatisticsField = (typeof STATISTICS_FIELDS)[number];

/** The capabilities fields of the reference (§5 DeviceCapabilities), in the order shown. */
export const CAPABILITY_FIELDS = [
  'slider',
  'lra',
  'erm',
  'battery',
  'battery_capacity',
  'vulva_oriented',
  'external_memory',
  'rgb_led_indicator',
  'led_matrix',
  'led_matrix_leds_x',
  'led_matrix_leds_y',
  'rgb_ring',
  'rgb_ring_leds',
] as const;
/** A known capabilities field. */
export type CapabilityField = (typeof CAPABILITY_FIELDS)[number];

const BYTE_FIELDS: ReadonlySet<string> = new Set([
  'total_bytes',
  'acked_bytes',
  'dropped_bytes',
  'transit_size',
  'max_transit_size',
  'buffer_size',
  'max_buffer_size',
]);

/** A value as the kind it is, or `undefined` for one that cannot be shown as a fact. */
function valueOf(field: string, value: unknown): FactValue | undefined {
  if (typeof value === 'boolean') return { kind: 'flag', value };
  if (typeof value === 'string') {
    // The statistics' `timestamp` is a date-time (the SDK has checked it), shown as a moment.
    const atMs = field === 'timestamp' ? dateTimeMs(value) : undefined;
    return atMs === undefined ? { kind: 'text', value } : { kind: 'time', value: atMs };
  }
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
  return BYTE_FIELDS.has(field) ? { kind: 'bytes', value } : { kind: 'count', value };
}

function factsOf<K extends string>(
  record: Readonly<Record<string, unknown>>,
  knownFields: readonly K[],
): Fact<K>[] {
  const known = new Set<string>(knownFields);
  const facts: Fact<K>[] = [];
  for (const field of knownFields) {
    const value = valueOf(field, record[field]);
    if (value) facts.push({ field, known: field, value });
  }
  for (const [field, raw] of Object.entries(record)) {
    if (known.has(field)) continue;
    const value = valueOf(field, raw);
    if (value) facts.push({ field, known: undefined, value });
  }
  return facts;
}

/** The statistics as facts: counters, byte sizes and the moment they were taken at. */
export function statisticsFacts(statistics: DeviceStatistics): Fact<StatisticsField>[] {
  return factsOf(statistics, STATISTICS_FIELDS);
}

/** The capabilities as facts: what the hardware has (flags) and how many (counts). */
export function capabilityFacts(capabilities: DeviceCapabilities): Fact<CapabilityField>[] {
  return factsOf(capabilities, CAPABILITY_FIELDS);
}
