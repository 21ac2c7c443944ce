import { useId, type ReactNode } from 'react';
import { DisclosureButton } from '../../ui';

/** Props of {@link BeatboxPanel}. */
export interface BeatboxPanelProps {
  readonly title: string;
  /** Open (the remembered show flag). */
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly children: ReactNode;
  readonly testId?: string;
}

/**
 * One of the editor's panels (settings, library, playlist, graph): a heading whose button opens and
 * closes it, remembered in the settings' show flags so the editor comes back as it was left.
 */
export function BeatboxPanel({ title, open, onOpenChange, children, testId }: BeatboxPanelProps) {
  const bodyId = useId();
  return (
    <section className="card beatbox-panel" data-testid={testId}>
      <h2 className="beatbox-panel__title">
        <DisclosureButton
          className="beatbox-panel__toggle"
          open={open}
          onOpenChange={onOpenChange}
          controls={bodyId}
          sign="triangle"
          signClassName="beatbox-panel__sign"
        >
          {title}
        </DisclosureButton>
      </h2>
      <div id={bodyId} className="stack" hidden={!open}>
        {children}
      </div>
    </section>
  );
}
