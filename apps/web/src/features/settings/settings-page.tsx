import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../preferences/use-preferences';
import { PageHeader } from '../../ui';
import { SETTINGS_SECTIONS, visibleSections } from './sections';
import { AnalyticsSection } from './sections/analytics-section';
import { BeatboxSection } from './sections/beatbox-section';
import { ChannelDebugSection } from './sections/channel-debug-section';
import { DeveloperSection } from './sections/developer-section';
import { DeviceSection } from './sections/device-section';
import { KeyBindingsSection } from './sections/key-bindings-section';
import { LanguageSection } from './sections/language-section';
import { LocalPlayerSection } from './sections/local-player-section';
import { RandomClassicSection } from './sections/random-classic-section';
import { ResetSection } from './sections/reset-section';
import { StashSection } from './sections/stash-section';
import { SyncPageSection } from './sections/sync-page-section';
import { goToSection, SettingsToc } from './settings-toc';
import type { ConnectionTestDeps } from '../../device';
import './settings.css';

/** Props of {@link SettingsPage}; the router passes none. */
export interface SettingsPageProps {
  /** What the developer section's connection test runs on (tests pass fakes). */
  connectionTest?: ConnectionTestDeps | undefined;
}

/**
 * `/settings`: every persisted setting, in sections reached from a table of contents. Each change
 * is validated and saved as it is made; changes from other tabs show up here as they happen.
 */
export default function SettingsPage({ connectionTest }: SettingsPageProps) {
  const { t } = useTranslation('settings');
  const { developerMode } = usePreferences();
  const sections = visibleSections(developerMode);
  // Bumped by "reset all": the forms start over from the stored values, dropping edits in progress.
  const [generation, setGeneration] = useState(0);

  // A link to `/settings#settings-keys` opens at that section, with focus on its heading.
  useEffect(() => {
    const id = window.location.hash.slice(1);
    const target = SETTINGS_SECTIONS.find((section) => section.id === id);
    if (target) goToSection(target.id);
  }, []);

  return (
    <div className="settings-page">
      <PageHeader title={t('title')} lead={t('lead')} />
      <div className="settings-page__layout">
        <SettingsToc sections={sections} />
        <div className="settings-page__sections">
          <div key={generation} className="settings-page__forms">
            <DeviceSection />
            <LanguageSection />
            <KeyBindingsSection />
            <BeatboxSection />
            <LocalPlayerSection />
            <StashSection />
            <SyncPageSection />
            <RandomClassicSection />
            {developerMode && <ChannelDebugSection />}
            <DeveloperSection connectionTest={connectionTest} />
            <AnalyticsSection />
          </div>
          <ResetSection onReset={() => setGeneration((value) => value + 1)} />
        </div>
      </div>
    </div>
  );
}
