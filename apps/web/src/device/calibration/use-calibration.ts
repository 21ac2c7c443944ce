import { useSyncExternalStore } from 'react';
import { useConnection } from '../connection/use-connection';
import { recordOf, type CalibrationRecord } from './calibration-book';
import { calibrationStore, type CalibrationStore } from './calibration-store';

/**
 * Where the tap calibration is: the sync test's page, and the fragment that opens it at the wizard
 * (its "Start" takes the focus). The offer after a first connect links there; the page reads it.
 */
export const CALIBRATION_PAGE = { pathname: '/sync', hash: '#calibrate' } as const;

const subscribe = (listener: () => void) => calibrationStore().subscribe(listener);
const snapshot = () => calibrationStore().get();

/** What {@link useDeviceCalibration} returns. */
export interface DeviceCalibration {
  /** The connected (or last chosen) device's key; `''` before any. */
  readonly connectionKey: string;
  /** Its last tap calibration, if it has one. */
  readonly record: CalibrationRecord | undefined;
  /** The store, to record a new result, an apply or an undo. */
  readonly store: CalibrationStore;
}

/** The tap calibration of the device in use, updated as results are kept. */
export function useDeviceCalibration(): DeviceCalibration {
  const { connectionKey } = useConnection();
  const book = useSyncExternalStore(subscribe, snapshot, snapshot);
  return {
    connectionKey,
    record: connectionKey === '' ? undefined : recordOf(book, connectionKey),
    store: calibrationStore(),
  };
}

/**
 * Whether to offer the tap calibration: the device in use has no result yet, and the offer was
 * never answered (it is offered once, after a first connect). Where it appears (a page opened
 * while connected) is the app's offer slot's to decide; once there it does not come and go with
 * the connection's status (a reconnect moved the page's controls by its height under the
 * person's finger). `answer` takes or dismisses it.
 */
export function useCalibrationOffer(): { readonly show: boolean; readonly answer: () => void } {
  const { connectionKey } = useConnection();
  const book = useSyncExternalStore(subscribe, snapshot, snapshot);
  const show =
    !book.offerAnswered && connectionKey !== '' && recordOf(book, connectionKey) === undefined;
  return { show, answer: () => calibrationStore().answerOffer() };
}
