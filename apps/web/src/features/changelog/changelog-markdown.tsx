import type { ComponentProps } from 'react';
import Markdown, { type Components } from 'react-markdown';

/** Links out of the app open in a new tab; the changelog's own anchors stay in place. */
function MarkdownLink({ href, children }: ComponentProps<'a'>) {
  const external = href !== undefined && /^https?:\/\//.test(href);
  return external ? (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <a href={href}>{children}</a>
  );
}

// A version's own heading is the page's h2, so the file's `###` groups (Added, Fixed…) become h3
// and anything deeper follows; no heading can outrank the section it sits in.
const COMPONENTS: Components = {
  h1: 'h3',
  h2: 'h3',
  h3: 'h3',
  h4: 'h4',
  a: MarkdownLink,
};

/**
 * Markdown of the changelog, rendered by react-markdown without raw HTML (an HTML tag in the file
 * is dropped, never injected) and with its default URL sanitising.
 */
export function ChangelogMarkdown({ children }: { children: string }) {
  return (
    <Markdown skipHtml components={COMPONENTS}>
      {children}
    </Markdown>
  );
}
