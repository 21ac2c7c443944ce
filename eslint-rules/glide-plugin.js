// @ts-check
/**
 * The app's own boundary rules, which `no-restricted-imports` cannot say because they depend on
 * where the importing file lives: a feature may use its own folder but no other feature's, and
 * reaches `src/device` only through `src/device/index.ts`; and every folder of `src` imports only
 * the layers below its own.
 */
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');
const srcDir = path.join(repoRoot, 'apps/web/src');
const featuresDir = path.join(repoRoot, 'apps/web/src/features');
const deviceDir = path.join(repoRoot, 'apps/web/src/device');
const playerDir = path.join(repoRoot, 'apps/web/src/player');

/**
 * The files another folder may import from `dir`: its public entry, with or without extension.
 * @param {string} dir
 */
function entriesOf(dir) {
  return new Set([
    dir,
    path.join(dir, 'index'),
    path.join(dir, 'index.ts'),
    path.join(dir, 'index.tsx'),
  ]);
}
const deviceEntries = entriesOf(deviceDir);
const playerEntries = entriesOf(playerDir);

/**
 * The first folder under `dir` that `file` lies in, or undefined when it is not under `dir`.
 * @param {string} dir
 * @param {string} file
 * @returns {string | undefined}
 */
function folderUnder(dir, file) {
  const relative = path.relative(dir, file);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  return relative.split(path.sep)[0];
}

/**
 * Calls `check(source node, resolved absolute path)` for every relative import, re-export and
 * dynamic import of the file being linted.
 * @param {import('eslint').Rule.RuleContext} context
 * @param {(node: import('estree').Literal, target: string) => void} check
 * @returns {import('eslint').Rule.RuleListener}
 */
function onRelativeImports(context, check) {
  const fromDir = path.dirname(path.resolve(context.cwd, context.filename));
  /** @param {import('estree').Node | null | undefined} source */
  const visit = (source) => {
    if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
    if (!source.value.startsWith('.')) return;
    check(source, path.resolve(fromDir, source.value));
  };
  return {
    ImportDeclaration: (node) => visit(node.source),
    ExportNamedDeclaration: (node) => visit(node.source),
    ExportAllDeclaration: (node) => visit(node.source),
    ImportExpression: (node) => visit(node.source),
  };
}

/** @type {import('eslint').Rule.RuleModule} */
const noCrossFeatureImport = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature never imports another feature.' },
    messages: {
      crossFeature:
        "The '{{from}}' feature imports the '{{to}}' feature. Move what both need to src/device, src/ui or src/lib.",
    },
    schema: [],
  },
  create(context) {
    const own = folderUnder(featuresDir, path.resolve(context.cwd, context.filename));
    if (own === undefined) return {};
    return onRelativeImports(context, (node, target) => {
      const other = folderUnder(featuresDir, target);
      if (other !== undefined && other !== own) {
        context.report({ node, messageId: 'crossFeature', data: { from: own, to: other } });
      }
    });
  },
};

/** @type {import('eslint').Rule.RuleModule} */
const devicePublicEntry = {
  meta: {
    type: 'problem',
    docs: { description: 'Features reach src/device only through src/device/index.ts.' },
    messages: {
      internal:
        "Import '{{source}}' from src/device (its index) instead: the device layer's internals are its own.",
    },
    schema: [],
  },
  create(context) {
    return onRelativeImports(context, (node, target) => {
      if (folderUnder(deviceDir, target) === undefined) return;
      if (deviceEntries.has(target)) return;
      context.report({ node, messageId: 'internal', data: { source: String(node.value) } });
    });
  },
};

/** @type {import('eslint').Rule.RuleModule} */
const playerPublicEntry = {
  meta: {
    type: 'problem',
    docs: { description: 'Pages reach src/player only through src/player/index.ts.' },
    messages: {
      internal:
        "Import '{{source}}' from src/player (its index) instead: what the player does not export is its own.",
    },
    schema: [],
  },
  create(context) {
    return onRelativeImports(context, (node, target) => {
      if (folderUnder(playerDir, target) === undefined) return;
      if (playerEntries.has(target)) return;
      context.report({ node, messageId: 'internal', data: { source: String(node.value) } });
    });
  },
};

/**
 * The web app's layers, top first (ARCHITECTURE.md): a folder of `src` imports only the folders
 * after its own in this list, never one before it, so that nothing points up and no two folders
 * import each other. `src`'s own files (`main.tsx`, the test set-up) start the app and count as
 * `app`. After `device` comes the bottom, in an order of its own: `analytics` (the device layer
 * reports connects to it, and it reads the consent from the preferences), `ui` (its components
 * show texts, so its tests start i18n), `i18n`, `preferences` (the settings and their store), and
 * `lib` (platform effects, schemas, config, the key format), which imports nothing of the app.
 */
export const APP_LAYERS = /** @type {const} */ ([
  'app',
  'features',
  'player',
  'device',
  'analytics',
  'ui',
  'i18n',
  'preferences',
  'lib',
]);

/** The layer of `src`'s own files. */
const SRC_ROOT = '';

/**
 * The folder of `src` that `file` (a file, or a folder an import names) lies in: `SRC_ROOT` for
 * `src`'s own files, undefined outside `src`.
 * @param {string} file
 * @returns {string | undefined}
 */
function srcFolderOf(file) {
  const relative = path.relative(srcDir, file);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const [first = '', ...rest] = relative.split(path.sep);
  return rest.length > 0 || /** @type {readonly string[]} */ (APP_LAYERS).includes(first)
    ? first
    : SRC_ROOT;
}

/**
 * The rank of a folder of `src` (0 is the top), or undefined for a folder with no layer.
 * @param {string} folder
 * @returns {number | undefined}
 */
function layerRank(folder) {
  if (folder === SRC_ROOT) return 0;
  const rank = /** @type {readonly string[]} */ (APP_LAYERS).indexOf(folder);
  return rank === -1 ? undefined : rank;
}

/** @type {import('eslint').Rule.RuleModule} */
const layerOrder = {
  meta: {
    type: 'problem',
    docs: {
      description:
        "The web app's folders import only downward: app → features → player → device → analytics → ui → i18n → preferences → lib.",
    },
    messages: {
      upward:
        "'{{from}}' imports '{{to}}', which is above it ({{order}}). Move what both need down to '{{from}}' or below, or take it from the caller.",
      unknown:
        "'{{folder}}' has no place in the app's layers ({{order}}): add it to APP_LAYERS in eslint-rules/glide-plugin.js and to ARCHITECTURE.md.",
    },
    schema: [],
  },
  create(context) {
    const own = srcFolderOf(path.resolve(context.cwd, context.filename));
    if (own === undefined) return {};
    const order = APP_LAYERS.join(' → ');
    const ownRank = layerRank(own);
    if (ownRank === undefined) {
      return {
        Program: (node) =>
          context.report({ node, messageId: 'unknown', data: { folder: own, order } }),
      };
    }
    /** @param {import('estree').Literal} node @param {string} target */
    const check = (node, target) => {
      const to = srcFolderOf(target);
      if (to === undefined || to === own) return;
      const toRank = layerRank(to);
      if (toRank === undefined) {
        context.report({ node, messageId: 'unknown', data: { folder: to, order } });
      } else if (toRank < ownRank) {
        context.report({ node, messageId: 'upward', data: { from: own, to, order } });
      }
    };
    const fromDir = path.dirname(path.resolve(context.cwd, context.filename));
    return {
      ...onRelativeImports(context, check),
      // `typeof import('…')` in a type: a dependency like any other.
      /** @param {any} node */
      TSImportType(node) {
        // `source` since typescript-eslint 8.x; `argument` (a literal type) before it.
        const literal =
          node.source ??
          (node.argument?.type === 'TSLiteralType' ? node.argument.literal : undefined);
        if (literal?.type !== 'Literal' || typeof literal.value !== 'string') return;
        if (literal.value.startsWith('.')) check(literal, path.resolve(fromDir, literal.value));
      },
    };
  },
};

export default {
  meta: { name: 'glide' },
  rules: {
    'no-cross-feature-import': noCrossFeatureImport,
    'device-public-entry': devicePublicEntry,
    'player-public-entry': playerPublicEntry,
    'layer-order': layerOrder,
  },
};
