import { useId, type ReactNode } from 'react';

/** Props of {@link ConfigureCard}. */
export interface ConfigureCardProps {
  title: ReactNode;
  /** One sentence: what the setting does. */
  description: ReactNode;
  /** Buttons beside the title (e.g. Refresh). */
  actions?: ReactNode;
  children: ReactNode;
  /** For the e2e page model and tests. */
  testId: string;
}

/** One setting of the device: a titled card (a labelled region) with its own state. */
export function ConfigureCard({
  title,
  description,
  actions,
  children,
  testId,
}: ConfigureCardProps) {
  const headingId = useId();
  return (
    <section className="card configure-card" aria-labelledby={headingId} data-testid={testId}>
      <div className="configure-card__header">
        <h2 id={headingId}>{title}</h2>
        {actions && <div className="configure-card__actions">{actions}</div>}
      </div>
      <p className="muted configure-card__description">{description}</p>
      <div className="stack configure-card__body">{children}</div>
    </section>
  );
}
