/** An origin that no real page has, to resolve relative paths against. */
const BASE = 'http://glide.invalid';

/**
 * The redirect target of device selection, if it is safe to follow: a path on this site (a leading
 * single `/`; no scheme, no `//host`, no backslash tricks, no control characters). Returns the
 * normalised path with its query and hash, or `null` when the value must not be followed.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // Browsers strip tabs and newlines from URLs, which could turn `/\t/evil.example` into `//evil…`.
  if (value.includes('\\') || [...value].some(isControlCharacter)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

function isControlCharacter(char: string): boolean {
  const code = char.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
}
