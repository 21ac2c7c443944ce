import { describe, expect, it } from 'vitest';
import { isLoopback, parseCliArgs } from './cli-args';
import { DEFAULT_PORT } from './constants';
import { DEFAULT_AUTO_PROVISION_LIMIT } from './model/emulator';

describe('parseCliArgs', () => {
  it('defaults to the loopback interface, the default port and auto-provisioning', () => {
    expect(parseCliArgs([])).toEqual({
      kind: 'run',
      port: DEFAULT_PORT,
      host: '127.0.0.1',
      seed: undefined,
      autoProvision: true,
      autoProvisionLimit: DEFAULT_AUTO_PROVISION_LIMIT,
    });
  });

  it('reads every option, separate or with =', () => {
    expect(
      parseCliArgs([
        '--port',
        '0',
        '--host=0.0.0.0',
        '--seed',
        '7',
        '--no-auto-provision',
        '--auto-provision-limit',
        '50',
      ]),
    ).toEqual({
      kind: 'run',
      port: 0,
      host: '0.0.0.0',
      seed: 7,
      autoProvision: false,
      autoProvisionLimit: 50,
    });
  });

  it('asks for help and rejects bad input', () => {
    expect(parseCliArgs(['--port', '1', '--help'])).toEqual({ kind: 'help' });
    expect(parseCliArgs(['--port', 'x'])).toMatchObject({ kind: 'error' });
    expect(parseCliArgs(['--seed', '-1'])).toMatchObject({ kind: 'error' });
    expect(parseCliArgs(['--host'])).toMatchObject({ kind: 'error' });
    expect(parseCliArgs(['--auto-provision-limit', '0'])).toMatchObject({ kind: 'error' });
    expect(parseCliArgs(['--what'])).toEqual({ kind: 'error', message: 'Unknown option: --what' });
  });

  it('knows loopback addresses', () => {
    expect(isLoopback('127.0.0.1')).toBe(true);
    expect(isLoopback('::1')).toBe(true);
    expect(isLoopback('0.0.0.0')).toBe(false);
  });
});
