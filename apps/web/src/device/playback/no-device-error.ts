/**
 * Raised by a playback port call while no device is connected (or before the command budget has
 * loaded with the device runtime). A file of its own so that the error mapping, which the
 * start-up bundle carries, can know it without the port.
 */
export class NoDeviceError extends Error {
  constructor() {
    super('No device is connected');
    this.name = 'NoDeviceError';
  }
}
