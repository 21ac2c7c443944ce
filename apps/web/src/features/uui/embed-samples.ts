/** The React sample: the same component the header uses, placed in any toolbar of the app. */
export const REACT_SAMPLE = `import { ConnectButton } from '../device/connect-button';

/** A toolbar with Glide's compact connect button. */
export function Toolbar() {
  return (
    <div className="toolbar">
      <ConnectButton />
    </div>
  );
}`;

/**
 * The link sample for other sites: any Glide address with `k` (or `key`) connects with that key;
 * Glide then removes the key from the address bar.
 */
export function linkSample(origin: string): string {
  return `<a href="${origin}/hamp?k=YOUR_CONNECTION_KEY">Open in Glide</a>`;
}
