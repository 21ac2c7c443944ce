import { loadOnUse } from '../../ui/load-on-use';
import { useConnection } from '../connection/use-connection';
import { ConnectButtonFace } from './connect-button-face';

/**
 * The compact connect button: its colour and text give the connection status; it opens a popover
 * with the connection key and Connect / Disconnect. The header and the `uui` page show this same
 * component. The popover's script loads on first use.
 */
export const ConnectButton = loadOnUse(
  () => import('./connect-popover'),
  function ConnectButtonStandIn({ onActivate, onWarm }) {
    const { status } = useConnection();
    return (
      <ConnectButtonFace
        status={status}
        aria-haspopup="dialog"
        aria-expanded={false}
        onClick={onActivate}
        onPointerEnter={onWarm}
        onFocus={onWarm}
      />
    );
  },
);
