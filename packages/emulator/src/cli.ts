/** `glide-emulator`: starts the emulator and prints how to reach it. */
import { parseCliArgs, USAGE } from './cli-args';
import { DEMO_APP_ID, DEMO_APP_KEY, DEMO_CONNECTION_KEY } from './constants';
import { startEmulator } from './start-emulator';

const command = parseCliArgs(process.argv.slice(2));
if (command.kind === 'help') {
  process.stdout.write(USAGE);
} else if (command.kind === 'error') {
  process.stderr.write(`${command.message}\n\n${USAGE}`);
  process.exitCode = 2;
} else {
  const running = await startEmulator({
    port: command.port,
    host: command.host,
    seed: command.seed,
    autoProvision: command.autoProvision,
    autoProvisionLimit: command.autoProvisionLimit,
  });
  process.stdout.write(
    [
      `  API base:        ${running.apiBase}`,
      `  Script host:     ${running.scriptHostBase}`,
      `  Control API:     ${running.controlBase}`,
      `  Application ID:  ${DEMO_APP_ID}`,
      `  Application Key: ${DEMO_APP_KEY}`,
      `  Demo key:        ${DEMO_CONNECTION_KEY}${command.autoProvision ? '' : ' (auto-provision off: create it via the control API)'}`,
      '',
    ].join('\n'),
  );
  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`\n${signal}: closing event streams and stopping.\n`);
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`${String(error)}\n`);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
