import * as v from 'valibot';
import type { Params } from 'react-router';

/** Thrown while rendering a route whose parameters name nothing; the error boundary says "not found". */
export class RouteNotFoundError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RouteNotFoundError';
  }
}

/** A firmware version as releases name it (`4.2.2+emulated`, `4.3.0-beta.1`). */
const versionSchema = v.pipe(v.string(), v.regex(/^[0-9A-Za-z.+_-]{1,64}$/));
/** A firmware feature flag, as the OTA links carry it. */
const featureFlagSchema = v.pipe(v.string(), v.regex(/^[0-9A-Za-z._-]{1,64}$/));
/** One path segment naming a page (the share route's target, the partners filter). */
const segmentSchema = v.pipe(v.string(), v.regex(/^[0-9A-Za-z_-]{1,64}$/));

/** `/ota/:version/:fw_feature_flag` and `/ota-direct/…`. */
export function otaParams(params: Params): { version: string; featureFlag: string } {
  const version = v.safeParse(versionSchema, params.version);
  const featureFlag = v.safeParse(featureFlagSchema, params.fw_feature_flag);
  if (!version.success || !featureFlag.success) {
    throw new RouteNotFoundError('Not a firmware version and feature flag');
  }
  return { version: version.output, featureFlag: featureFlag.output };
}

/** An optional single path segment: absent is fine, anything but a plain name is not found. */
export function optionalSegment(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const parsed = v.safeParse(segmentSchema, value);
  if (!parsed.success) throw new RouteNotFoundError('Not a page name');
  return parsed.output;
}

/** The partners filter: any short name; the page itself says when it knows no such category. */
const partnersFilterSchema = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64));

/** `/partners/:filter`; `/partners` has none. */
export function partnersFilter(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const parsed = v.safeParse(partnersFilterSchema, value);
  if (!parsed.success) throw new RouteNotFoundError('Not a partners filter');
  return parsed.output;
}
