import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Component, useEffect, type ReactNode } from 'react';
import { logger } from '../lib/logger';
import { Button } from '../ui/button';
import { PageHeader } from '../ui/page-header';
import { RouteNotFoundError } from './route-params';
import { setTitleOverride } from './title-override';

/**
 * What a route shows in place of a page that failed to load or render (a chunk missing after a
 * deploy, a bug), or whose parameters name nothing (then it reads as "not found").
 */
export function RouteError({ error }: { readonly error: unknown }) {
  const { t } = useTranslation('common');
  const notFound = error instanceof RouteNotFoundError;
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

interface BoundaryProps {
  /** The location's key: a new navigation clears the error. */
  readonly resetKey: string;
  readonly children: ReactNode;
}

interface BoundaryState {
  readonly resetKey: string;
  readonly failed: boolean;
  readonly error: unknown;
}

/** Catches what its route throws and shows {@link RouteError} until the next navigation. */
class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { resetKey: this.props.resetKey, failed: false, error: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey
      ? null
      : { resetKey: props.resetKey, failed: false, error: null };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/** A route's error boundary (see {@link RouteError}). */
export function RouteErrorBoundary({ children }: { readonly children: ReactNode }) {
  return <Boundary resetKey={useLocation().key}>{children}</Boundary>;
}
