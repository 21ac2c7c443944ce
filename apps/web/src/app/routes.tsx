import { useParams, type RouteObject } from 'react-router';
import type { DebugSection } from '../features/debug/debug-page';
import type { OtaVariant } from '../features/ota/ota-page';
import { BareLayout } from './bare-layout';
import {
  lazyComponent,
  lazyPage,
  lazyPageWith,
  type LazyComponent,
  type PageNamespaces,
} from './lazy-page';
import { MainLayout } from './main-layout';
import { RootLayout } from './root-layout';
import type { RouteHandle } from './route-handle';
import { withPreload } from '../lib/navigation';
import { RouteErrorBoundary } from './route-error';
import { optionalSegment, otaParams, partnersFilter } from './route-params';

type Flags = Omit<RouteHandle, 'titleKey'>;

/** A page route: its meta, its error boundary, its lazily loaded page. */
function page(
  path: string | null,
  titleKey: RouteHandle['titleKey'],
  lazy: LazyComponent,
  flags: Flags = {},
  match: { readonly caseSensitive?: boolean } = {},
): RouteObject {
  const handle: RouteHandle = { titleKey, ...flags };
  const element = (
    <RouteErrorBoundary>
      <lazy.Component />
    </RouteErrorBoundary>
  );
  const route: RouteObject =
    path === null ? { index: true, handle, element } : { path, handle, element, ...match };
  return withPreload(route, lazy.preload);
}

const APP: Flags = { app: true };
const APP_MULTICAST: Flags = { app: true, multicastSupport: true };
/** A page whose player plays on every linked device while multicast is on (issue 30). */
const APP_GROUP_PLAYBACK: Flags = { app: true, groupPlayback: true };

const loadOta = () => import('../features/ota/ota-page');
const ota = (variant: OtaVariant) => lazyPageWith(loadOta, 'ota', () => ({ variant }));
const otaVersion = (variant: OtaVariant) =>
  lazyPageWith(loadOta, 'ota', function useOtaProps() {
    return { variant, ...otaParams(useParams()) };
  });

const loadDebug = () => import('../features/debug/debug-page');
const debug = (section: DebugSection, namespaces: PageNamespaces = 'debug') =>
  lazyPageWith(loadDebug, namespaces, () => ({ section }));

const loadHvp = () => import('../features/hvp/hvp-page');
const loadShare = () => import('../features/share/share-page');
const loadPartners = () => import('../features/partners/partners-page');
const partners = lazyPageWith(loadPartners, 'partners', function usePartnersProps() {
  const filter = partnersFilter(useParams().filter);
  return filter === undefined ? {} : { filter };
});

/** The debug pages' layout, loaded with the first debug page: no one else needs it at start-up. */
const debugLayout = lazyComponent(async () => (await import('./debug-layout')).DebugLayout);

/**
 * The route table of spec §2. The navigation runs its guard before every navigation (the
 * `k`/`key`/`female` parameters, device selection first; `navigation.ts`); every page is loaded
 * lazily with its texts.
 */
export function createRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      element: (
        <RouteErrorBoundary>
          <RootLayout />
        </RouteErrorBoundary>
      ),
      children: [
        {
          element: <BareLayout />,
          children: [
            // A shared link's key is taken out of the address before the page shows (see
            // `navigation-plan.ts`): `/share` is where its page lives. The page still copes with
            // the key in the address, should it ever get there.
            page(
              'share',
              'share',
              lazyPageWith(loadShare, 'share', () => ({})),
            ),
            page(
              'share/:key/:route?',
              'share',
              lazyPageWith(loadShare, 'share', function useShareProps() {
                const route = optionalSegment(useParams().route);
                return route === undefined ? {} : { route };
              }),
            ),
            page(
              'device-selection',
              'deviceSelection',
              lazyPage(
                () => import('../features/device-selection/device-selection-page'),
                'device-selection',
              ),
            ),
          ],
        },
        withPreload(
          {
            path: 'debug',
            element: <debugLayout.Component />,
            children: [
              page(null, 'debugHome', debug('home')),
              page('channel', 'debugChannel', debug('channel')),
              page('channel-sdk', 'debugChannelSdk', debug('channelSdk')),
              page('channel-store', 'debugChannelStore', debug('channelStore')),
              page('emulator', 'debugEmulator', debug('emulator')),
              // The simulator draws the player's device figure, with the player's texts.
              page('simulator', 'debugSimulator', debug('simulator', ['debug', 'player'])),
              page('ota', 'debugOta', debug('ota')),
            ],
          },
          debugLayout.preload,
        ),
        {
          path: '/',
          element: <MainLayout />,
          children: [
            page(
              null,
              'home',
              lazyPage(() => import('../features/home/home-page'), ['home']),
              {
                noPadding: true,
              },
            ),
            page(
              'sync',
              'sync',
              lazyPage(() => import('../features/sync/sync-page'), ['sync', 'player']),
              APP_GROUP_PLAYBACK,
            ),
            // Spec §2 lists both spellings; paths match without case unless told otherwise.
            page('Hvp', 'hvp', lazyPage(loadHvp, 'hvp'), APP_MULTICAST, { caseSensitive: true }),
            page('hvp', 'hvp', lazyPage(loadHvp, 'hvp'), APP_MULTICAST, { caseSensitive: true }),
            page(
              'hdsp',
              'hdsp',
              lazyPage(() => import('../features/hdsp/hdsp-page'), 'hdsp'),
              APP_MULTICAST,
            ),
            page(
              'hamp',
              'hamp',
              // The device figure is the player's, with the player's texts.
              lazyPage(() => import('../features/hamp/hamp-page'), ['hamp', 'player']),
              APP_MULTICAST,
            ),
            page(
              'hsp',
              'hsp',
              lazyPage(() => import('../features/hsp/hsp-page'), ['hsp', 'player']),
            ),
            page(
              'random-classic',
              'randomClassic',
              lazyPage(
                () => import('../features/random-classic/random-classic-page'),
                ['random-classic', 'player'],
              ),
            ),
            page(
              'uui',
              'uui',
              lazyPage(() => import('../features/uui/uui-page'), 'uui'),
            ),
            page(
              'remote',
              'remote',
              lazyPage(() => import('../features/remote/remote-page'), 'remote'),
              // The remote drives HAMP like /hamp does: every linked device follows it.
              APP_MULTICAST,
            ),
            page(
              'configure',
              'configure',
              lazyPage(() => import('../features/configure/configure-page'), 'configure'),
            ),
            page(
              'community',
              'community',
              lazyPage(
                () => import('../features/community/community-page'),
                ['community', 'player'],
              ),
            ),
            page(
              'local',
              'local',
              lazyPage(() => import('../features/local/local-page'), ['local', 'player']),
              APP_GROUP_PLAYBACK,
            ),
            page(
              'stash',
              'stash',
              lazyPage(() => import('../features/stash/stash-page'), ['stash', 'player']),
            ),
            page(
              'beatbox',
              'beatbox',
              lazyPage(() => import('../features/beatbox/beatbox-page'), ['beatbox', 'player']),
              APP_GROUP_PLAYBACK,
            ),
            page('ota', 'ota', ota('latest'), APP),
            page('ota/:version/:fw_feature_flag', 'otaVersion', otaVersion('version'), APP),
            page('ota-fw3', 'otaFw3', ota('fw3'), { app: false }),
            page('ota-optin', 'otaOptin', ota('optin'), APP),
            page('partners/:filter', 'partners', partners, { noPadding: true }),
            page('partners', 'partners', partners, { noPadding: true }),
            page(
              'changelog',
              'changelog',
              lazyPage(() => import('../features/changelog/changelog-page'), 'changelog'),
            ),
            page(
              'about',
              'about',
              lazyPage(() => import('../features/about/about-page'), 'about'),
            ),
            page(
              'settings',
              'settings',
              // The Stash section says a failed test in the player's words, as the library and player do.
              lazyPage(() => import('../features/settings/settings-page'), ['settings', 'player']),
            ),
            page(
              'link',
              'link',
              lazyPage(() => import('../features/link/link-page'), 'link'),
              APP,
            ),
            page(
              'fw-release-notes',
              'fwReleaseNotes',
              lazyPage(
                () => import('../features/fw-release-notes/fw-release-notes-page'),
                'fw-release-notes',
              ),
            ),
            page('ota-direct/:version/:fw_feature_flag', 'otaDirect', otaVersion('direct'), APP),
            page(
              '*',
              'notFound',
              lazyPage(() => import('../features/not-found/not-found-page'), 'not-found'),
            ),
          ],
        },
      ],
    },
  ];
}
