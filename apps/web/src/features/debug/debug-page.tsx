import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../preferences/use-preferences';
import { PageHeader } from '../../ui';
import { eventLogStore } from './channel/event-log-store';
import { DebugHome } from './debug-home';
import { DeveloperModeOff } from './developer-mode-off';
import './debug.css';

/** The pages under `/debug` (spec §2). */
export type DebugSection =
  'home' | 'channel' | 'channelSdk' | 'channelStore' | 'emulator' | 'simulator' | 'ota';

// Each tool is a chunk of its own: the debug home stays light, and no tool weighs on the app.
const ChannelTool = lazy(() => import('./channel/channel-tool'));
const SdkTool = lazy(() => import('./sdk/sdk-tool'));
const StoreTool = lazy(() => import('./store/store-tool'));
const SimulatorTool = lazy(() => import('./simulator/simulator-tool'));
const EmulatorTool = lazy(() => import('./emulator/emulator-tool'));
const OtaTool = lazy(() => import('./ota/ota-tool'));

function Tool({ section }: { section: DebugSection }) {
  switch (section) {
    case 'home':
      return <DebugHome />;
    case 'channel':
      return <ChannelTool />;
    case 'channelSdk':
      return <SdkTool />;
    case 'channelStore':
      return <StoreTool />;
    case 'simulator':
      return <SimulatorTool />;
    case 'emulator':
      return <EmulatorTool />;
    case 'ota':
      return <OtaTool />;
  }
}

/**
 * The debug pages (`/debug` and its children, in the debug layout): each tool under its title, in
 * developer mode only; otherwise the page says what it is and how to turn developer mode on.
 */
export default function DebugPage({ section }: { section: DebugSection }) {
  const { t } = useTranslation('debug');
  const { developerMode } = usePreferences();
  // The event log records from the first debug page on, so the channel has what came meanwhile.
  useEffect(() => {
    if (developerMode) eventLogStore();
  }, [developerMode]);
  return (
    <div className="debug-page">
      <PageHeader title={t(`sections.${section}.title`)} lead={t(`sections.${section}.lead`)} />
      {developerMode ? (
        <Suspense fallback={<p className="muted">{t('loading')}</p>}>
          <Tool section={section} />
        </Suspense>
      ) : (
        <DeveloperModeOff />
      )}
    </div>
  );
}
