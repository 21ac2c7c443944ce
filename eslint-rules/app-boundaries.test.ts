import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { appBoundaries } from './app-boundaries.js';

const repoRoot = path.resolve(import.meta.dirname, '..');

/** Lints `code` as if it were the file at `filePath` (repository-relative), with the boundary rules only. */
async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const eslint = new ESLint({
    cwd: repoRoot,
    overrideConfigFile: true,
    overrideConfig: [
      { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } },
      ...appBoundaries,
    ],
  });
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, filePath) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('features never import features', () => {
  it('fires on an import of another feature', async () => {
    expect(
      await ruleIds(
        'apps/web/src/features/remote/remote-controls.tsx',
        "import { MulticastResults } from '../link/multicast-results';\n",
      ),
    ).toEqual(['glide/no-cross-feature-import']);
  });

  it('fires on a re-export and a dynamic import of another feature', async () => {
    expect(
      await ruleIds(
        'apps/web/src/features/home/home-page.tsx',
        "export { RandomTip } from '../tips/random-tip';\nvoid import('../../features/hamp/hamp-page');\n",
      ),
    ).toEqual(['glide/no-cross-feature-import', 'glide/no-cross-feature-import']);
  });

  it('lets a feature use its own folders', async () => {
    expect(
      await ruleIds(
        'apps/web/src/features/settings/sections/device-section.tsx',
        "import { SwitchField } from '../form/switch-field';\nimport { x } from './device-form';\n",
      ),
    ).toEqual([]);
  });
});

describe('features reach src/device through its public entry', () => {
  it('fires on a device internal', async () => {
    expect(
      await ruleIds(
        'apps/web/src/features/hamp/hamp-controls.tsx',
        "import type { HampEntity } from '../../device/session/state';\n",
      ),
    ).toEqual(['glide/device-public-entry']);
  });

  it('fires on a device internal in the shared player too', async () => {
    expect(
      await ruleIds(
        'apps/web/src/player/use-playback-engine.ts',
        "import { playbackPort } from '../device/playback/device-port';\n",
      ),
    ).toEqual(['glide/device-public-entry']);
    expect(
      await ruleIds(
        'apps/web/src/player/use-playback-engine.ts',
        "import { playbackPort } from '../device';\n",
      ),
    ).toEqual([]);
  });

  it('accepts the entry, with or without its file name', async () => {
    expect(
      await ruleIds(
        'apps/web/src/features/hamp/hamp-controls.tsx',
        "import { useHamp } from '../../device';\nimport { useHvp } from '../../device/index';\n",
      ),
    ).toEqual([]);
  });

  it('leaves tests free to use the device harness', async () => {
    expect(
      await ruleIds(
        'apps/web/src/features/hamp/hamp-page.test.tsx',
        "import { renderWithDevices } from '../../device/testing/fake-devices';\n",
      ),
    ).toEqual([]);
  });
});

describe('pages and the player take only types from the SDK', () => {
  it('fires on a value import of @glide/handy in a feature and in the player', async () => {
    expect(
      await ruleIds(
        'apps/web/src/features/settings/test-connection-button.tsx',
        "import { createHandyClient } from '@glide/handy';\n",
      ),
    ).toEqual(['@typescript-eslint/no-restricted-imports']);
    expect(
      await ruleIds(
        'apps/web/src/player/use-player.ts',
        "import { ButtonName, type DeviceApi } from '@glide/handy';\nexport { HdspState } from '@glide/handy';\n",
      ),
    ).toEqual([
      '@typescript-eslint/no-restricted-imports',
      '@typescript-eslint/no-restricted-imports',
    ]);
  });

  it('lets pages name the SDK types, and leaves the device layer and tests free', async () => {
    expect(
      await ruleIds(
        'apps/web/src/features/configure/environment-card.tsx',
        "import type { DeviceApi } from '@glide/handy';\nimport { type HandyEvent } from '@glide/handy';\n",
      ),
    ).toEqual([]);
    expect(
      await ruleIds(
        'apps/web/src/device/connection/test-connection.ts',
        "import { createHandyClient } from '@glide/handy';\n",
      ),
    ).toEqual([]);
    expect(
      await ruleIds(
        'apps/web/src/player/use-player.test.tsx',
        "import { Button, ButtonEvent } from '@glide/handy';\n",
      ),
    ).toEqual([]);
  });
});

describe('platform effects only through their owners in src/lib', () => {
  it('fires on storage, timers and fetch used directly', async () => {
    expect(
      await ruleIds(
        'apps/web/src/device/connection/device-runtime.ts',
        [
          "localStorage.getItem('a');",
          "window.sessionStorage.setItem('a', 'b');",
          'setTimeout(() => undefined, 1);',
          'globalThis.setInterval(() => undefined, 1);',
          "void fetch('/x');",
          "new EventSource('/sse');",
        ].join('\n'),
      ),
    ).toEqual([
      'no-restricted-globals',
      'no-restricted-properties',
      'no-restricted-globals',
      'no-restricted-properties',
      'no-restricted-globals',
      'no-restricted-globals',
    ]);
  });

  it('leaves the owners in src/lib alone', async () => {
    expect(
      await ruleIds('apps/web/src/lib/storage.ts', "window.localStorage.getItem('a');\n"),
    ).toEqual([]);
  });

  it('does not mistake an injected clock or fetch for the globals', async () => {
    expect(
      await ruleIds(
        'apps/web/src/ui/notifications/notification-store.ts',
        'declare const clock: { setTimeout(f: () => void, ms: number): number };\nclock.setTimeout(() => undefined, 5);\nexport function get(deps: { fetch: (url: string) => Promise<unknown> }) { return deps.fetch("/x"); }\n',
      ),
    ).toEqual([]);
  });
});
