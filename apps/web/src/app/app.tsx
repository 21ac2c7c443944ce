import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { followAddressKeys } from './address-keys';
import { createAppRouter, type AppRouter } from './router';

/**
 * Glide: the router and everything under it. Start-up passes the router it started before the texts
 * had loaded (main.tsx); without one, `App` makes its own on mount, so that tests render it afresh.
 */
export function App({ router: started }: { readonly router?: AppRouter }) {
  // One router for the app's life.
  const [router] = useState(() => started ?? createAppRouter());
  // The root loader acts on a key put into the fragment of the open page.
  useEffect(() => followAddressKeys(() => void router.revalidate()), [router]);
  return <RouterProvider router={router} />;
}
