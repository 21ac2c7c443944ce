/** The sections of the settings page, in page order, with the element id each is reached by. */
export const SETTINGS_SECTIONS = [
  { id: 'settings-device', titleKey: 'device.heading' },
  { id: 'settings-language', titleKey: 'language.heading' },
  { id: 'settings-keys', titleKey: 'keys.heading' },
  { id: 'settings-beatbox', titleKey: 'beatbox.heading' },
  { id: 'settings-local-player', titleKey: 'localPlayer.heading' },
  { id: 'settings-stash', titleKey: 'stash.heading' },
  { id: 'settings-sync-page', titleKey: 'syncPage.heading' },
  { id: 'settings-random-classic', titleKey: 'randomClassic.heading' },
  { id: 'settings-channel-debug', titleKey: 'channelDebug.heading' },
  { id: 'settings-developer', titleKey: 'developer.heading' },
  { id: 'settings-analytics', titleKey: 'analytics.heading' },
  { id: 'settings-reset', titleKey: 'reset.heading' },
] as const;

/** One section of the settings page. */
export type SettingsSectionInfo = (typeof SETTINGS_SECTIONS)[number];

/** The id of a section's element (`#settings-keys` links to the key bindings). */
export type SettingsSectionId = SettingsSectionInfo['id'];

/** The sections shown: channel debug only in developer mode. */
export function visibleSections(developerMode: boolean): readonly SettingsSectionInfo[] {
  return SETTINGS_SECTIONS.filter(
    (section) => developerMode || section.id !== 'settings-channel-debug',
  );
}

/** The id of a section's heading, which a table-of-contents link focuses. */
export function headingId(id: SettingsSectionId): string {
  return `${id}-heading`;
}
