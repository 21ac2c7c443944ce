import { useTranslation } from 'react-i18next';
import { useConnection } from '../../device';
import { RandomTip } from './tips/random-tip';
import { DeviceCard } from './device-card';
import { ExploreLinks } from './explore-links';
import { ModeShortcuts } from './mode-shortcuts';
import './home.css';

/**
 * The dashboard at `/`: a welcome band with the device card, shortcuts to every mode in the order
 * that suits the device, a random tip and the way to the content pages. The route has no layout
 * padding, so the welcome band runs edge to edge.
 */
export default function HomePage() {
  const { t } = useTranslation('home');
  const { deviceKind } = useConnection();
  return (
    <div className="home-page">
      <div className="home-hero">
        <div className="home-hero__inner">
          <div className="home-hero__text">
            <h1>{t('title')}</h1>
            <p className="home-hero__lead">{t(`lead.${deviceKind}`)}</p>
          </div>
          <DeviceCard />
        </div>
      </div>
      <div className="home-body">
        <ModeShortcuts deviceKind={deviceKind} />
        <div className="home-body__aside">
          <RandomTip />
          <ExploreLinks />
        </div>
      </div>
    </div>
  );
}
