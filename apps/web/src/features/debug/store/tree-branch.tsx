import { useTranslation } from 'react-i18next';
import { DisclosureButton } from '../../../ui';
import type { TreeEntry } from './state-tree-model';

/** Props of {@link TreeBranch}. */
export interface TreeBranchProps {
  entries: readonly TreeEntry[];
  expanded: ReadonlySet<string>;
  onToggle: (path: string) => void;
}

/**
 * One level of the state tree: leaves as `key: value`, objects behind a disclosure button
 * (Enter or Space opens and closes it; `aria-expanded` says which, beside the ▸/▾ sign).
 */
export function TreeBranch({ entries, expanded, onToggle }: TreeBranchProps) {
  const { t } = useTranslation('debug');
  return (
    <ul className="debug-tree">
      {entries.map(({ key, path, node }) => {
        if (node.kind === 'leaf') {
          return (
            <li key={path} className="debug-tree__leaf">
              <span className="debug-tree__key">{key}</span>: <code>{node.text}</code>
            </li>
          );
        }
        const open = expanded.has(path);
        const size = node.array
          ? t('store.items', { count: node.children.length })
          : t('store.fields', { count: node.children.length });
        return (
          <li key={path}>
            <DisclosureButton
              className="debug-tree__toggle"
              open={open}
              onOpenChange={() => onToggle(path)}
              sign="triangle"
            >
              <span className="debug-tree__key">{key}</span> <span className="muted">{size}</span>
            </DisclosureButton>
            {open && <TreeBranch entries={node.children} expanded={expanded} onToggle={onToggle} />}
          </li>
        );
      })}
    </ul>
  );
}
