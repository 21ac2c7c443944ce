// The native wrap's check in `npm test`: builds the web app (apps/web/dist), runs `npx cap sync` in
// apps/native, and fails unless the built index.html arrived unchanged in the Android and the iOS
// project. Needs no platform SDK: sync copies files and writes Gradle and Swift package lists
// (iOS uses Swift Package Manager, so no CocoaPods either). Prints one line per project.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const nativeDir = `${root}apps/native`;
const builtIndex = `${root}apps/web/dist/index.html`;

/** Where each platform's copy of the web build's index.html lands after `cap sync`. */
const COPIES = {
  android: `${nativeDir}/android/app/src/main/assets/public/index.html`,
  ios: `${nativeDir}/ios/App/App/public/index.html`,
} as const;

function run(what: string, cmd: string, args: string[], cwd: string): void {
  const result = spawnSync(cmd, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`✖ ${what} failed (exit ${result.status ?? 'none'})`);
    process.exit(1);
  }
}

run('the web build', 'npm', ['run', 'build', '--silent'], root);
run('npx cap sync', 'npx', ['cap', 'sync'], nativeDir);

const expected = readFileSync(builtIndex, 'utf8');
let failed = false;
for (const [platform, copy] of Object.entries(COPIES)) {
  const arrived = existsSync(copy) && readFileSync(copy, 'utf8') === expected;
  if (!arrived) failed = true;
  console.log(
    `${arrived ? '✔' : '✖'} ${platform}: the built index.html ${arrived ? 'is' : 'is not'} in ${copy.slice(root.length)}`,
  );
}
process.exit(failed ? 1 : 0);
