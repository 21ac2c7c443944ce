import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { OtaFixedQuery } from '@glide/handy';
import { signedLinkFrom, useOtaDirect } from '../../device';
import { OtaCards } from './ota-cards';

function DirectUpdate(props: { version: string; featureFlag: string; link: OtaFixedQuery }) {
  return <OtaCards controls={useOtaDirect(props.version, props.featureFlag, props.link)} chosen />;
}

/**
 * `/ota-direct/:version/:fw_feature_flag`'s content: the update the signed link in the address's
 * query starts (`/ota/update/fixed`); a link with a part missing or malformed is said to be broken,
 * with the way to the regular update.
 */
export function DirectOtaBody({ version, featureFlag }: { version: string; featureFlag: string }) {
  const { t } = useTranslation('ota');
  const [search] = useSearchParams();
  const link = signedLinkFrom(search);
  if (!link)
    return (
      <section className="card stack" data-testid="ota-link-broken">
        <p role="alert" className="error">
          {t('direct.broken')}
        </p>
        <p>
          <Link to="/ota">{t('direct.toOta')}</Link>
        </p>
      </section>
    );
  return <DirectUpdate version={version} featureFlag={featureFlag} link={link} />;
}
