import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useTitleOverride } from './title-override';
import { useRouteHandle } from './use-route-handle';

/** Keeps `document.title` on the current page's title in the current language. */
export function useDocumentTitle(): void {
  const { t } = useTranslation('common');
  const override = useTitleOverride();
  const handle = useRouteHandle();
  const titleKey = override ?? handle?.titleKey;
  const title =
    titleKey === undefined || titleKey === 'home'
      ? t('app.name')
      : t('app.documentTitle', { page: t(`routes.${titleKey}`) });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
