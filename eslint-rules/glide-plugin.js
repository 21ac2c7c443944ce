// @ts-check
/**
 * The app's own boundary rules, which `no-restricted-imports` cannot say because they depend on
 * where the importing file lives: a feature may use its own folder but no other feature's, and
 * reaches `src/device` only through `src/device/index.ts`.
 */
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');
const featuresDir = path.join(repoRoot, 'apps/web/src/features');
const deviceDir = path.join(repoRoot, 'apps/web/src/device');
/** The files a feature may import from `src/device`: its public entry, with or without extension. */
const deviceEntries = new Set([
  deviceDir,
  path.join(deviceDir, 'index'),
  path.join(deviceDir, 'index.ts'),
  path.join(deviceDir, 'index.tsx'),
]);

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

export default {
  meta: { name: 'glide' },
  rules: {
    'no-cross-feature-import': noCrossFeatureImport,
    'device-public-entry': devicePublicEntry,
  },
};
