import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ConnectionStatus, useConnection } from '../../device';
import { preferencesStore } from '../../preferences/preferences-instance';
import { usePreferences } from '../../preferences/use-preferences';
import { notify, PageHeader, Switch } from '../../ui';
import { LinkForm } from './link-form';
import { LinkGroup } from './link-group';
import { LinkedDeviceList } from './linked-device-list';
import { linkedDeviceName, type LinkedDevice } from './validate-link';
import './link.css';

/**
 * `/link`: the devices linked to this browser, each under a name the user chose, and the multicast
 * switch. With multicast on, pages flagged `multicastSupport` send every command to the device in
 * use and to each linked device (`useDeviceCommand`).
 */
export default function LinkPage() {
  const { t } = useTranslation('link');
  const { linkedDevices, multicastActive } = usePreferences();
  const { connectionKey } = useConnection();
  const multicastHeadingId = useId();

  const save = (next: readonly LinkedDevice[]): boolean => {
    const result = preferencesStore().update({ linkedDevices: [...next] });
    if (!result.ok) notify({ kind: 'negative', message: t('saveFailed') });
    return result.ok;
  };

  const link = (device: LinkedDevice): boolean => {
    if (!save([...linkedDevices, device])) return false;
    notify({ kind: 'positive', message: t('add.added', { name: linkedDeviceName(device) }) });
    return true;
  };

  const remove = (device: LinkedDevice) => {
    if (!save(linkedDevices.filter((item) => item.connectionKey !== device.connectionKey))) return;
    notify({ kind: 'positive', message: t('list.removed', { name: linkedDeviceName(device) }) });
  };

  const setMulticast = (multicast: boolean) => {
    if (!preferencesStore().update({ multicastActive: multicast }).ok) {
      notify({ kind: 'negative', message: t('saveFailed') });
    }
  };

  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      <ConnectionStatus />
      <div className="link-layout">
        <section className="card stack" aria-labelledby={multicastHeadingId}>
          <h2 id={multicastHeadingId}>{t('multicast.heading')}</h2>
          <Switch
            label={t('multicast.label')}
            description={t('multicast.description')}
            checked={multicastActive}
            onCheckedChange={setMulticast}
          />
          {multicastActive && linkedDevices.length === 0 && (
            <p className="muted">{t('multicast.needsDevices')}</p>
          )}
          {multicastActive && linkedDevices.length > 0 && (
            <>
              <h3>{t('group.heading')}</h3>
              <LinkGroup currentKey={connectionKey} />
            </>
          )}
        </section>
        <LinkForm linked={linkedDevices} currentKey={connectionKey} onLink={link} />
        <LinkedDeviceList linked={linkedDevices} onRemove={remove} />
      </div>
    </>
  );
}
