import { quickConnectLink } from '../../device';

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
 * The link sample for other sites: any Glide address with `#k=<key>` connects with that key. The
 * key rides in the fragment, which the browser sends to no server (not even as a Referer), and
 * Glide removes it from the address bar at once.
 */
export function linkSample(origin: string): string {
  const href = quickConnectLink(origin, '/hamp', 'YOUR_CONNECTION_KEY');
  return `<a href="${href}" rel="noreferrer">Open in Glide</a>`;
}
