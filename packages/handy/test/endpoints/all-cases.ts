/** Every method of the SDK's `DeviceApi` with its integration case, in one table. */
import type { DeviceMethod, EndpointCase } from './endpoint-case';
import { generalCases } from './general-cases';
import { hspCases } from './hsp-cases';
import { serverFedCases } from './hssp-stream-cases';
import { motionCases } from './motion-cases';
import { systemOtaCases } from './system-ota-cases';

/** Typed as a full record: a method without a case does not compile. */
export const endpointCases: { readonly [M in DeviceMethod]: EndpointCase } = {
  ...generalCases,
  ...motionCases,
  ...hspCases,
  ...serverFedCases,
  ...systemOtaCases,
};
