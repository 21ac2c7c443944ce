import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { headingId, type SettingsSectionId } from './sections';

/** Props of {@link SettingsSection}. */
export interface SettingsSectionProps {
  id: SettingsSectionId;
  title: ReactNode;
  /** One sentence under the heading. */
  help?: ReactNode;
  /** The store refused this section's last change. */
  saveFailed?: boolean;
  children: ReactNode;
}

/** One titled section of the settings page; its heading takes focus when the contents link to it. */
export function SettingsSection({ id, title, help, saveFailed, children }: SettingsSectionProps) {
  const { t } = useTranslation('settings');
  return (
    <section id={id} aria-labelledby={headingId(id)} className="settings-section">
      <h2 id={headingId(id)} tabIndex={-1}>
        {title}
      </h2>
      {help && <p className="muted">{help}</p>}
      {saveFailed && (
        <p role="alert" className="error">
          {t('saveFailed')}
        </p>
      )}
      {children}
    </section>
  );
}
