import { connectionStore } from '../connection/connection-instance';
import type { OtaRecord } from '../session/ota-steps';

/** Records what an OTA step learnt or did in the live session (the steps' `record`). */
export const recordOta: OtaRecord = (action) => connectionStore().apply(action);
