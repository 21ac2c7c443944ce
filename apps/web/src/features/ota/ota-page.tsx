import { useTranslation } from 'react-i18next';
import { ConnectionStatus } from '../../device';
import { PageHeader } from '../../ui';
import { ChosenOtaBody } from './chosen-ota-body';
import { DirectOtaBody } from './direct-ota-body';
import { LatestOtaBody } from './latest-ota-body';
import { OptinBody } from './optin-body';
import './ota.css';

/** Which firmware route the page serves (spec §2). */
export type OtaVariant = 'latest' | 'version' | 'fw3' | 'optin' | 'direct';

/** Props of {@link OtaPage}: the variant, and for `version`/`direct` the release the route names. */
export interface OtaPageProps {
  variant: OtaVariant;
  version?: string;
  featureFlag?: string;
}

/**
 * The firmware update pages: `/ota`, `/ota/:version/:fw_feature_flag`, `/ota-fw3`, `/ota-optin` and
 * `/ota-direct/:version/:fw_feature_flag`. Each says what it is for and shows the live connection;
 * `/ota` shows the firmware and runs the update to the latest release; `/ota-fw3` guides a device
 * below firmware 4 through the same update; the version and direct routes run it to the release
 * they name (from the offered versions, or by the signed link in the query); `/ota-optin` moves the
 * device to a pre-release channel and back.
 */
export default function OtaPage({ variant, version, featureFlag }: OtaPageProps) {
  const { t } = useTranslation('ota');
  return (
    <>
      <PageHeader
        title={t(`variants.${variant}.title`, { version: version ?? '' })}
        lead={t(`variants.${variant}.lead`)}
      />
      <ConnectionStatus />
      {variant === 'latest' && <LatestOtaBody />}
      {variant === 'fw3' && <LatestOtaBody fw3 />}
      {variant === 'optin' && <OptinBody />}
      {version !== undefined && (
        <dl className="facts card">
          <dt>{t('requested')}</dt>
          <dd translate="no">{version}</dd>
          {featureFlag !== undefined && (
            <>
              <dt>{t('featureFlag')}</dt>
              <dd translate="no">{featureFlag}</dd>
            </>
          )}
        </dl>
      )}
      {variant === 'version' && version !== undefined && (
        <ChosenOtaBody version={version} featureFlag={featureFlag ?? ''} />
      )}
      {variant === 'direct' && version !== undefined && (
        <DirectOtaBody version={version} featureFlag={featureFlag ?? ''} />
      )}
    </>
  );
}
