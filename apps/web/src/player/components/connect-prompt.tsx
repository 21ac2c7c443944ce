import { ConnectButton } from '../../device';
import './connect-prompt.css';

/** Props of {@link ConnectPrompt}. */
export interface ConnectPromptProps {
  /** The page's own heading for the prompt (what connecting adds there). */
  title: string;
  body: string;
  testId?: string;
}

/**
 * The banner a player page shows while no device is connected: what connecting adds, and the
 * connect button beside it, so the page works without a device and says how to get one in.
 */
export function ConnectPrompt({ title, body, testId }: ConnectPromptProps) {
  return (
    <div className="player-connect notice" data-testid={testId}>
      <div>
        <strong>{title}</strong>
        <p>{body}</p>
      </div>
      <ConnectButton />
    </div>
  );
}
