import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { CALIBRATION_PAGE, useCalibrationOffer } from '../device/calibration/use-calibration';
import { Button } from '../ui/button';

/**
 * Offered once, after a first connect: a short note above the page that the tap calibration can
 * measure the device's delay, with a link to it and "Not now". Either answer is remembered, and a
 * device that already has a result is never offered it. Not shown on the sync test itself, which
 * has the wizard.
 */
export function CalibrationOffer() {
  const { t } = useTranslation('common');
  const { show, answer } = useCalibrationOffer();
  const { pathname } = useLocation();
  const titleId = useId();
  if (!show || pathname === CALIBRATION_PAGE.pathname) return null;
  return (
    <aside className="calibration-offer" aria-labelledby={titleId} data-testid="calibration-offer">
      <div className="calibration-offer__text">
        <p id={titleId} className="calibration-offer__title">
          {t('calibrationOffer.title')}
        </p>
        <p>{t('calibrationOffer.body')}</p>
      </div>
      <div className="row">
        <Link className="ui-button ui-button--primary" to={CALIBRATION_PAGE} onClick={answer}>
          {t('calibrationOffer.go')}
        </Link>
        <Button variant="ghost" onClick={answer}>
          {t('calibrationOffer.dismiss')}
        </Button>
      </div>
    </aside>
  );
}
