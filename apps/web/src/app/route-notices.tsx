import { useTranslation } from 'react-i18next';
import { useConnection } from '../device/connection/use-connection';
import { usePreferences } from '../preferences/use-preferences';
import type { RouteHandle } from './route-handle';

/**
 * What the route's meta asks the layout to say: an `app` page needs a connected device; a page
 * without `multicastSupport` (nor `groupPlayback`) drives only the current device even when
 * multicast is on.
 */
export function RouteNotices({ handle }: { handle: RouteHandle | null }) {
  const { t } = useTranslation('common');
  const { status } = useConnection();
  const { multicastActive } = usePreferences();
  const needsDevice = handle?.app === true && status !== 'connected' && status !== 'connecting';
  // A page whose player plays on the group is not one device's (its lanes say who plays what).
  const singleDeviceOnly =
    handle?.app === true &&
    multicastActive &&
    !handle.multicastSupport &&
    handle.groupPlayback !== true;
  if (!needsDevice && !singleDeviceOnly) return null;
  return (
    <div className="route-notices">
      {needsDevice && <p className="route-notice">{t('layout.appNotice')}</p>}
      {singleDeviceOnly && (
        <p className="route-notice route-notice--warning">{t('layout.multicastNotice')}</p>
      )}
    </div>
  );
}
