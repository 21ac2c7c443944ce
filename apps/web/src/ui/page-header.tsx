import type { ReactNode } from 'react';
import './ui.css';

/** Props of {@link PageHeader}. */
export interface PageHeaderProps {
  /** The page's `<h1>`, in people's words ("Random strokes"). */
  title: ReactNode;
  /**
   * A small line under the title for those who know the technical name (the protocol, "HAMP");
   * outside the `<h1>`, so the heading's name stays the people's words.
   */
  subtitle?: ReactNode;
  /** One or two sentences: what the page is for. */
  lead?: ReactNode;
  /** Controls shown beside the title on wide screens, under it on narrow ones. */
  actions?: ReactNode;
}

/** The top of a page: its one `<h1>`, a subtitle, a lead paragraph and optional actions. */
export function PageHeader({ title, subtitle, lead, actions }: PageHeaderProps) {
  return (
    <header className="ui-page-header">
      <div className="ui-page-header__text">
        <h1>{title}</h1>
        {subtitle && <p className="ui-page-header__subtitle">{subtitle}</p>}
        {lead && <p className="ui-page-header__lead">{lead}</p>}
      </div>
      {actions && <div className="ui-page-header__actions">{actions}</div>}
    </header>
  );
}
