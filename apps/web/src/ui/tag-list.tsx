import type { ReactNode } from 'react';
import './ui.css';

/** Props of {@link TagList}. */
export interface TagListProps {
  /** The tags, already translated. */
  items: ReadonlyArray<{ key: string; label: ReactNode }>;
  /** `outline` for tags that qualify rather than categorise (supported devices, say). */
  variant?: 'filled' | 'outline';
  'aria-label'?: string;
}

/** A wrapping row of small tags, as a list so screen readers announce how many there are. */
export function TagList({ items, variant = 'filled', 'aria-label': ariaLabel }: TagListProps) {
  return (
    <ul className={`tag-list tag-list--${variant}`} aria-label={ariaLabel}>
      {items.map((item) => (
        <li key={item.key}>{item.label}</li>
      ))}
    </ul>
  );
}
