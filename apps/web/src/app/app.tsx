import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { followAddressKeys } from './address-keys';
import { createAppRouter } from './router';

/** Glide: the router and everything under it. */
export function App() {
  // One router for the app's life; created on mount so that tests can render `App` afresh.
  const [router] = useState(createAppRouter);
  // The root loader acts on a key put into the fragment of the open page.
  useEffect(() => followAddressKeys(() => void router.revalidate()), [router]);
  return <RouterProvider router={router} />;
}
