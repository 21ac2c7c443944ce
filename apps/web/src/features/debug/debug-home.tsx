import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConnectionStatus } from '../../device';

/** The debug tools, each with what it shows. */
const TOOLS = [
  { to: '/debug/channel', section: 'channel' },
  { to: '/debug/channel-sdk', section: 'channelSdk' },
  { to: '/debug/channel-store', section: 'channelStore' },
  { to: '/debug/simulator', section: 'simulator' },
  { to: '/debug/emulator', section: 'emulator' },
  { to: '/debug/ota', section: 'ota' },
] as const;

/** `/debug`: the live connection and the list of tools. */
export function DebugHome() {
  const { t } = useTranslation('debug');
  return (
    <>
      <ConnectionStatus />
      <nav aria-label={t('home.toolsLabel')}>
        <ul className="debug-tools">
          {TOOLS.map((tool) => (
            <li key={tool.to}>
              <Link className="debug-tools__link" to={tool.to}>
                <span className="debug-tools__title">{t(`sections.${tool.section}.title`)}</span>
                <span className="debug-tools__lead">{t(`sections.${tool.section}.lead`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
