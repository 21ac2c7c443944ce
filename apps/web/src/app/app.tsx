import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './router';

/** Glide: the router and everything under it. */
export function App() {
  // One router for the app's life; created on mount so that tests can render `App` afresh.
  const [router] = useState(createAppRouter);
  return <RouterProvider router={router} />;
}
