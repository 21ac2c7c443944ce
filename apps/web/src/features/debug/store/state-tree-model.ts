/**
 * The channel-store page's view of the session state: a plain tree of JSON-like values, with the
 * errors written out and the connection key taken out. Pure.
 */
import { REDACTED } from '../channel/event-log';

/** A node of the tree: a leaf's text, or the named children of an object or array. */
export type TreeNode =
  | { readonly kind: 'leaf'; readonly text: string }
  | { readonly kind: 'branch'; readonly array: boolean; readonly children: readonly TreeEntry[] };

/** A named node. */
export interface TreeEntry {
  readonly key: string;
  /** The keys from the root to here, joined with `.`: the node's identity for expand/collapse. */
  readonly path: string;
  readonly node: TreeNode;
}

const SECRET_FIELDS = new Set(['connectionKey']);

function leafText(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) {
    return String(value);
  }
  return typeof value;
}

/** The tree of `value` below `path`. */
export function toTree(value: unknown, path = ''): TreeNode {
  if (value instanceof Error) return { kind: 'leaf', text: `${value.name}: ${value.message}` };
  if (value === null || typeof value !== 'object') return { kind: 'leaf', text: leafText(value) };
  const array = Array.isArray(value);
  const children = Object.entries(value).map(([key, inner]): TreeEntry => {
    const childPath = path === '' ? key : `${path}.${key}`;
    const node: TreeNode =
      SECRET_FIELDS.has(key) && typeof inner === 'string' && inner !== ''
        ? { kind: 'leaf', text: REDACTED }
        : toTree(inner, childPath);
    return { key, path: childPath, node };
  });
  return { kind: 'branch', array, children };
}

/** Every branch path of `node`, for "expand all". */
export function branchPaths(node: TreeNode): string[] {
  if (node.kind === 'leaf') return [];
  return node.children.flatMap((child) =>
    child.node.kind === 'branch' ? [child.path, ...branchPaths(child.node)] : [],
  );
}
