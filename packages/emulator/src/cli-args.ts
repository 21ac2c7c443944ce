/** Command-line parsing of `glide-emulator`, separate from the process so it can be tested. */
import { z } from 'zod';
import { DEFAULT_PORT } from './constants';
import { DEFAULT_AUTO_PROVISION_LIMIT } from './model/emulator';

/** What the command line asks for. */
export type CliCommand =
  | { kind: 'help' }
  | { kind: 'error'; message: string }
  | {
      kind: 'run';
      port: number;
      host: string;
      seed: number | undefined;
      autoProvision: boolean;
      autoProvisionLimit: number;
    };

/** The `--help` text. */
export const USAGE = `Usage: glide-emulator [options]

Stands in for the Handy cloud API v3 and its devices.

Options:
  --port <n>            port to listen on (default ${DEFAULT_PORT}; 0 = any free port)
  --host <addr>         interface to bind (default 127.0.0.1); bound elsewhere, the API and the
                        script host are reachable from the network, the control API still
                        only from this machine
  --seed <n>            seed for every random draw (reproducible runs)
  --no-auto-provision   unknown connection keys stay unknown (create devices via /control)
  --auto-provision-limit <n>
                        most auto-provisioned devices kept at once (default ${DEFAULT_AUTO_PROVISION_LIMIT});
                        a new key beyond it evicts the least recently used idle one
  --help                show this text
`;

const port = z.coerce.number().int().min(0).max(65_535);
const limit = z.coerce.number().int().min(1).max(1_000_000);
const seed = z.coerce
  .number()
  .int()
  .min(0)
  .max(2 ** 32 - 1);

/** Parses `argv` (without node and script). */
export function parseCliArgs(argv: readonly string[]): CliCommand {
  const run = {
    kind: 'run' as const,
    port: DEFAULT_PORT,
    host: '127.0.0.1',
    seed: undefined as number | undefined,
    autoProvision: true,
    autoProvisionLimit: DEFAULT_AUTO_PROVISION_LIMIT,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const [flag = '', inline] = arg.startsWith('--') ? arg.split(/=(.*)/s) : [arg];
    const value = (): string | undefined => inline ?? argv[++i];
    switch (flag) {
      case '--help':
      case '-h':
        return { kind: 'help' };
      case '--no-auto-provision':
        run.autoProvision = false;
        break;
      case '--port': {
        const parsed = port.safeParse(value());
        if (!parsed.success) return { kind: 'error', message: '--port needs a number 0–65535' };
        run.port = parsed.data;
        break;
      }
      case '--host': {
        const host = value();
        if (!host) return { kind: 'error', message: '--host needs an address' };
        run.host = host;
        break;
      }
      case '--auto-provision-limit': {
        const parsed = limit.safeParse(value());
        if (!parsed.success) {
          return { kind: 'error', message: '--auto-provision-limit needs a number 1–1000000' };
        }
        run.autoProvisionLimit = parsed.data;
        break;
      }
      case '--seed': {
        const parsed = seed.safeParse(value());
        if (!parsed.success) return { kind: 'error', message: '--seed needs a whole number' };
        run.seed = parsed.data;
        break;
      }
      default:
        return { kind: 'error', message: `Unknown option: ${arg}` };
    }
  }
  return run;
}

/**
 * Whether an interface is loopback. Binding anything else exposes the API and the script host (with
 * the demo credentials) to the network; the control API keeps answering only on this machine.
 */
export function isLoopback(host: string): boolean {
  return host === '127.0.0.1' || host === 'localhost' || host === '::1';
}
