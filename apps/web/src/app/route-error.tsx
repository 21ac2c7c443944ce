import { useTranslation } from 'react-i18next';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { useEffect } from 'react';
import { logger } from '../lib/logger';
import { Button } from '../ui/button';
import { PageHeader } from '../ui/page-header';
import { RouteNotFoundError } from './route-params';
import { setTitleOverride } from './title-override';

/**
 * A route's error boundary: a page that failed to load or render (a chunk missing after a deploy,
 * a bug), or parameters that name nothing (then it reads as "not found").
 */
export function RouteError() {
  const { t } = useTranslation('common');
  const error = useRouteError();
  const notFound =
    error instanceof RouteNotFoundError || (isRouteErrorResponse(error) && error.status === 404);
  useEffect(() => {
    if (!notFound) logger.error('route failed', error);
    setTitleOverride(notFound ? 'notFound' : null);
    return () => setTitleOverride(null);
  }, [error, notFound]);
  return (
    <div className="route-error">
      <PageHeader
        title={notFound ? t('routes.notFound') : t('routeError.title')}
        lead={notFound ? t('routeError.notFoundLead') : t('routeError.lead')}
      />
      <div className="row">
        {!notFound && (
          <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
        )}
        <Link to="/">{t('routeError.home')}</Link>
      </div>
    </div>
  );
}
