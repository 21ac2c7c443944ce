/**
 * What each command's answer means for the session state: one creator per answer, shared by the
 * protocol modules and the emergency stop. Framework-free.
 */
import type { HampState, HspState, HvpState, StrokeSettings, SystemInterfaces } from '@glide/handy';
import type { ResultAction } from '../session/actions';

/** A HAMP answer of the current device. */
export const hampLoaded = (hamp: HampState): ResultAction => ({ type: 'hamp_loaded', hamp });

/** An HVP answer of the current device. */
export const hvpLoaded = (hvp: HvpState): ResultAction => ({ type: 'hvp_loaded', hvp });

/** An HSP player answer of the current device. */
export const hspLoaded = (hsp: HspState): ResultAction => ({ type: 'hsp_loaded', hsp });

/** An HSSP player answer of the current device. */
export const hsspLoaded = (hssp: HspState): ResultAction => ({ type: 'hssp_loaded', hssp });

/** The stroke zone the current device answered. */
export const strokeLoaded = (stroke: StrokeSettings): ResultAction => ({
  type: 'stroke_loaded',
  stroke,
});

/** The user time offset the current device took. */
export const offsetLoaded = (offsetMs: number): ResultAction => ({
  type: 'user_time_offset_loaded',
  offsetMs,
});

/** The radios the current device reported. */
export const interfacesLoaded = (interfaces: SystemInterfaces): ResultAction => ({
  type: 'interfaces_loaded',
  interfaces,
});
