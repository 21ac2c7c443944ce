// Runs an emulator in its own process for the benchmarks, so that its event loop does not share time
// with the client being measured. Prints one JSON line with its URLs, then serves until killed.
import { startEmulator } from '@glide/emulator';

const running = await startEmulator({ port: 0, quiet: true, rateLimitPerMinute: 0, seed: 7 });
process.stdout.write(
  `${JSON.stringify({ url: running.url, apiBase: running.apiBase, channelApiBase: running.channelApiBase, controlBase: running.controlBase })}\n`,
);
const stop = () => void running.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
