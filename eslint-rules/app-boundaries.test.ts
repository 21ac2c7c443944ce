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

describe('the layers import only downward', () => {
  it('fires on the device layer reading the shell, in code and in its test harness', async () => {
    expect(
      await ruleIds(
        'apps/web/src/device/commands/use-device-command.ts',
        "import { useRouteHandle } from '../../app/use-route-handle';\n",
      ),
    ).toEqual(['glide/layer-order']);
    expect(
      await ruleIds(
        'apps/web/src/device/testing/fake-devices.tsx',
        "import type { RouteHandle } from '../../app/route-handle';\n",
      ),
    ).toEqual(['glide/layer-order']);
  });

  it('fires on a feature importing the shell, and on the player importing a feature', async () => {
    expect(
      await ruleIds(
        'apps/web/src/features/home/home-page.tsx',
        "import { RandomTip } from '../../app/tips/random-tip';\n",
      ),
    ).toEqual(['glide/layer-order']);
    expect(
      await ruleIds(
        'apps/web/src/player/use-player.ts',
        "export { useHamp } from '../features/hamp/use-hamp';\nvoid import('../app/routes');\n",
      ),
    ).toEqual(['glide/layer-order', 'glide/layer-order']);
  });

  it('fires on the bottom reaching up, and on a bottom folder importing one above it', async () => {
    expect(
      await ruleIds(
        'apps/web/src/preferences/fields.ts',
        "import { CONNECTION_KEY_PATTERN } from '../device/connection/connection-key';\n",
      ),
    ).toEqual(['glide/layer-order']);
    expect(
      await ruleIds(
        'apps/web/src/analytics/sanitize.ts',
        "import { useConnection } from '../device';\n",
      ),
    ).toEqual(['glide/layer-order']);
    expect(
      await ruleIds(
        'apps/web/src/lib/config.ts',
        "import type { Preferences } from '../preferences';\n",
      ),
    ).toEqual(['glide/layer-order']);
    expect(
      await ruleIds(
        'apps/web/src/i18n/setup.ts',
        "import { notify } from '../ui/notifications/notify';\n",
      ),
    ).toEqual(['glide/layer-order']);
    expect(
      await ruleIds(
        'apps/web/src/preferences/use-preferences.ts',
        "import { analytics } from '../analytics';\n",
      ),
    ).toEqual(['glide/layer-order']);
  });

  it('holds tests and type positions too', async () => {
    expect(
      await ruleIds(
        'apps/web/src/lib/content-security-policy.test.ts',
        "import { analyticsConfigFrom } from '../analytics/config';\n",
      ),
    ).toEqual(['glide/layer-order']);
    expect(
      await ruleIds(
        'apps/web/src/ui/notifications/notify.ts',
        "export type Store = typeof import('../../device/connection/connection-instance');\n",
      ),
    ).toEqual(['glide/layer-order']);
  });

  it('fires on a folder that has no place in the layers', async () => {
    expect(
      await ruleIds('apps/web/src/lib/logger.ts', "import { x } from '../widgets/x';\n"),
    ).toEqual(['glide/layer-order']);
    expect(
      await ruleIds('apps/web/src/widgets/x.ts', "import { logger } from '../lib/logger';\n"),
    ).toEqual(['glide/layer-order']);
  });

  it('lets every layer import the layers below it', async () => {
    expect(
      await ruleIds(
        'apps/web/src/main.tsx',
        "import { App } from './app/app';\nimport './ui/global.css';\nimport { setupI18n } from './i18n/setup';\n",
      ),
    ).toEqual([]);
    expect(
      await ruleIds(
        'apps/web/src/app/root-layout.tsx',
        "import { RandomTip } from '../features/home/tips/random-tip';\nimport { usePageTracking } from '../analytics';\n",
      ),
    ).toEqual([]);
    expect(
      await ruleIds(
        'apps/web/src/features/hamp/hamp-page.tsx',
        "import { usePlayer } from '../../player';\nimport { useHamp } from '../../device';\nimport { PageHeader } from '../../ui';\nimport type { Preferences } from '../../preferences';\n",
      ),
    ).toEqual([]);
    expect(
      await ruleIds(
        'apps/web/src/device/connection/device-runtime.ts',
        "import { analytics } from '../../analytics';\nimport { notify } from '../../ui/notifications/notify';\nimport { logger } from '../../lib/logger';\n",
      ),
    ).toEqual([]);
    expect(
      await ruleIds(
        'apps/web/src/ui/notifications/notifications.test.tsx',
        "import { startTestI18n } from '../../i18n/test-i18n';\nimport { x } from '.';\n",
      ),
    ).toEqual([]);
    expect(
      await ruleIds(
        'apps/web/src/preferences/fields.ts',
        "import { CONNECTION_KEY_PATTERN } from '../lib/connection-key';\nimport { z } from './schema';\n",
      ),
    ).toEqual([]);
  });

  it('leaves imports of packages and of files outside src alone', async () => {
    expect(
      await ruleIds(
        'apps/web/src/lib/content-security-policy.test.ts',
        "import { buildPolicies } from '../../build/csp-plugin';\nimport { systemClock } from '@glide/core';\n",
      ),
    ).toEqual([]);
  });
});

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

  it('fires on a player internal in a page, and accepts the player’s entry', async () => {
    expect(
      await ruleIds(
        'apps/web/src/features/hsp/hsp-page.tsx',
        "import { usePlayer } from '../../player/use-player';\n",
      ),
    ).toEqual(['glide/player-public-entry']);
    expect(
      await ruleIds(
        'apps/web/src/features/hsp/hsp-page.tsx',
        "import { DeviceSimulator } from '../../player/components';\n",
      ),
    ).toEqual(['glide/player-public-entry']);
    expect(
      await ruleIds(
        'apps/web/src/features/hsp/hsp-page.tsx',
        "import { usePlayer } from '../../player';\nimport { ScriptGraph } from '../../player/index';\n",
      ),
    ).toEqual([]);
    expect(
      await ruleIds(
        'apps/web/src/features/hsp/hsp-page.test.tsx',
        "import { fakeEngineFactory } from '../../player/testing/fake-engine';\n",
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
