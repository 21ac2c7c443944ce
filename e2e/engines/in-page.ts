/**
 * Functions the engine smoke sets run inside the page (`EnginePage.evaluate`). Each is sent as its
 * source, so each uses nothing from outside its own body.
 */

/** An element as a user finds it: by its role and accessible name, within a landmark or region. */
export interface Target {
  readonly role:
    | 'button'
    | 'link'
    | 'heading'
    | 'radio'
    | 'checkbox'
    | 'combobox'
    | 'region'
    | 'group'
    | 'status'
    | 'alert'
    | 'main';
  /** The accessible name: equal to this, or starting with it when `prefix` is set. */
  readonly name?: string;
  readonly prefix?: boolean;
  /** A CSS selector of the element searched within (default: the whole page). */
  readonly within?: string;
}

/** What {@link findTarget} answers: a CSS selector for the element, or how many matched. */
export type Found = { readonly selector: string } | { readonly count: number };

/**
 * Finds the one visible element `target` names and marks it with a `data-smoke` attribute, so the
 * engine's own pointer can click it by a selector. A rough accessible name, enough for Glide's
 * markup: `aria-label`, then `aria-labelledby`, then a control's label, then its text without
 * what is hidden from assistive technology.
 */
export function findTarget(target: Target): Found {
  const selectors: Record<Target['role'], string> = {
    button: 'button, [role="button"], input[type="button"], input[type="submit"]',
    link: 'a[href], [role="link"]',
    heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
    radio: 'input[type="radio"], [role="radio"]',
    checkbox: 'input[type="checkbox"], [role="checkbox"], [role="switch"]',
    combobox: 'select, [role="combobox"]',
    region: 'section[aria-labelledby], section[aria-label], [role="region"]',
    group: '[role="group"], fieldset',
    status: '[role="status"], output',
    alert: '[role="alert"]',
    main: 'main, [role="main"]',
  };
  const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const nameOf = (element: Element): string => {
    const label = element.getAttribute('aria-label');
    if (label) return squash(label);
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) {
      return squash(
        labelledBy
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      );
    }
    if (element instanceof HTMLInputElement || element instanceof HTMLSelectElement) {
      const labels = element.labels;
      if (labels && labels.length > 0) return squash(labels[0]?.textContent);
    }
    // Text a screen reader skips (a decorative arrow, say) is no part of the name.
    const copy = element.cloneNode(true);
    if (copy instanceof Element) {
      for (const hidden of Array.from(copy.querySelectorAll('[aria-hidden="true"]')))
        hidden.remove();
    }
    return squash(copy.textContent);
  };
  const visible = (element: Element) => {
    if (element.getClientRects().length > 0) return true;
    // A radio or checkbox drawn by its label is hidden itself; its label is what shows.
    return element instanceof HTMLInputElement && Array.from(element.labels ?? []).some(visible);
  };
  const scope = target.within ? document.querySelector(target.within) : document;
  if (!scope) return { count: 0 };
  const matches = Array.from(scope.querySelectorAll(selectors[target.role])).filter((element) => {
    if (!visible(element)) return false;
    if (target.name === undefined) return true;
    const name = nameOf(element);
    return target.prefix ? name.startsWith(target.name) : name === target.name;
  });
  const [only] = matches;
  if (matches.length !== 1 || !only) return { count: matches.length };
  const mark = `t${String(Date.now())}${String(Math.floor(Math.random() * 1e6))}`;
  only.setAttribute('data-smoke', mark);
  return { selector: `[data-smoke="${mark}"]` };
}

/** The text of the first element `selector` finds, whitespace squashed; null when none. */
export function textOf(selector: string): string | null {
  const element = document.querySelector(selector);
  return element ? (element.textContent ?? '').replace(/\s+/g, ' ').trim() : null;
}

/** Whether the element `selector` finds takes input (not disabled, nor `aria-disabled`). */
export function enabledState(selector: string): 'enabled' | 'disabled' | 'gone' {
  const element = document.querySelector(selector);
  if (!element) return 'gone';
  const disabled = element.matches(':disabled') || element.getAttribute('aria-disabled') === 'true';
  return disabled ? 'disabled' : 'enabled';
}

/**
 * Where a click on the element `selector` finds would land now: its box (brought into view) and
 * whether the element is what is at the box's centre, not something drawn over it. Two equal boxes
 * a moment apart mean the layout has settled (a banner that appears pushes the page down).
 */
export function clickTarget(selector: string): { box: string; hit: boolean } | null {
  const element = document.querySelector(selector);
  if (!element) return null;
  // A radio or checkbox drawn by its label: the label is what shows and takes the click.
  const own = element.getBoundingClientRect();
  const label = element instanceof HTMLInputElement ? element.labels?.[0] : undefined;
  const shown = own.width * own.height < 4 && label ? label : element;
  shown.scrollIntoView({ block: 'center', inline: 'nearest' });
  const rect = shown.getBoundingClientRect();
  const atCentre = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
  const hit = !!atCentre && (shown.contains(atCentre) || atCentre === element);
  return { box: [rect.x, rect.y, rect.width, rect.height].map(Math.round).join(','), hit };
}

/** The page's videos as a person debugging a stall would read them (for a failed test's notes). */
export function videoStates(): string {
  return JSON.stringify(
    Array.from(document.querySelectorAll('video')).map((video) => ({
      src: video.currentSrc.slice(0, 80),
      currentTime: video.currentTime,
      paused: video.paused,
      ended: video.ended,
      readyState: video.readyState,
      networkState: video.networkState,
      error: video.error ? `${video.error.code} ${video.error.message}` : null,
      buffered: Array.from({ length: video.buffered.length }, (_, i) => [
        video.buffered.start(i),
        video.buffered.end(i),
      ]),
      playbackRate: video.playbackRate,
    })),
  );
}
