import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isLegacyFirmware, type OtaControls } from '../../device';

/**
 * `/ota-fw3`'s guide: a device below firmware 4 is legacy (spec §4) and speaks only API v2
 * (reference, *v2 → v3 differences*), so Glide can read it and update it but not control it; the
 * steps say what happens. A device already on 4 or
 * newer is told it needs none of this, with the way to the regular update.
 */
export function Fw3Guide({ fwVersion }: Pick<OtaControls, 'fwVersion'>) {
  const { t } = useTranslation('ota');
  if (fwVersion !== undefined && !isLegacyFirmware(fwVersion))
    return (
      <section className="card stack" data-testid="ota-fw3-not-needed">
        <p>{t('fw3.notNeeded', { version: fwVersion })}</p>
        <p>
          <Link to="/ota">{t('fw3.toOta')}</Link>
        </p>
      </section>
    );
  return (
    <section className="card stack" aria-labelledby="ota-fw3-heading" data-testid="ota-fw3-guide">
      <h2 id="ota-fw3-heading">{t('fw3.heading')}</h2>
      <p>{t('fw3.why', { version: fwVersion ?? '—' })}</p>
      <ol className="ota-before">
        <li>{t('fw3.stepWifi')}</li>
        <li>{t('fw3.stepStart')}</li>
        <li>{t('fw3.stepWait')}</li>
        <li>{t('fw3.stepAfter')}</li>
      </ol>
    </section>
  );
}
