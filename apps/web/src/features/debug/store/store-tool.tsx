import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConnectionStatus, useDeviceSessionState } from '../../../device';
import { Button } from '../../../ui';
import { branchPaths, toTree } from './state-tree-model';
import { TreeBranch } from './tree-branch';

/** Open at first: who the device is and how the connection stands. */
const INITIALLY_OPEN = ['device', 'sdk'];

/** `/debug/channel-store`: the app's whole device state as a live tree. */
export default function StoreTool() {
  const { t } = useTranslation('debug');
  const state = useDeviceSessionState();
  const tree = useMemo(() => toTree(state), [state]);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(INITIALLY_OPEN));
  const toggle = (path: string) =>
    setExpanded((before) => {
      const next = new Set(before);
      if (!next.delete(path)) next.add(path);
      return next;
    });

  return (
    <>
      <ConnectionStatus />
      <div className="debug-actions">
        <Button variant="secondary" onClick={() => setExpanded(new Set(branchPaths(tree)))}>
          {t('store.expandAll')}
        </Button>
        <Button variant="secondary" onClick={() => setExpanded(new Set())}>
          {t('store.collapseAll')}
        </Button>
      </div>
      <section className="debug-card" aria-label={t('store.treeLabel')}>
        {tree.kind === 'branch' && (
          <TreeBranch entries={tree.children} expanded={expanded} onToggle={toggle} />
        )}
      </section>
    </>
  );
}
