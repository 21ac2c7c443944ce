/**
 * Getting the device ready for a script (HSSP upload and setup, HSP setup): one long request of
 * the engine's loop, ended by an epoch change like any other.
 */
import type { EngineCore } from './engine-core';
import { prepareErrorOf, type Transport } from './transport';

/** Prepares the device with `t`; the loop moves on when it ends. */
export function prepareDevice(core: EngineCore, t: Transport): void {
  core.prepared = 'running';
  core.preparePhase = t.kind === 'hssp' ? 'uploading' : 'preparing';
  core.busy = true;
  const epoch = core.epoch;
  t.prepare().then(
    () => {
      core.busy = false;
      if (epoch === core.epoch) {
        core.prepared = 'yes';
        core.error = undefined;
        core.device = 'halted';
        core.anchorGen += 1;
      }
      core.kick();
    },
    (cause: unknown) => {
      core.busy = false;
      if (epoch === core.epoch) {
        core.prepared = 'failed';
        core.error = prepareErrorOf(cause);
      }
      core.kick();
    },
  );
}
