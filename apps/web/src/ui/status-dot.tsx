import './ui.css';

/** Tone of a {@link StatusDot}; each maps to a theme colour. */
export type StatusTone = 'neutral' | 'progress' | 'success' | 'warning' | 'danger';

/**
 * A small coloured dot. Decorative: colour is never the only signal, so whoever shows it also shows
 * the state in text (visible or as the control's name).
 */
export function StatusDot({ tone }: { tone: StatusTone }) {
  return <span className={`ui-status-dot ui-status-dot--${tone}`} aria-hidden data-tone={tone} />;
}
