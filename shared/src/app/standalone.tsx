/**
 * Standalone start for a remote, for its own team's development: the remote loads the runtime config
 * served beside its own index.html and renders its routes without the shell.
 */
import { loadRuntimeConfig } from '@club/shared/config';
import '@club/shared/ui/tokens.css';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, type RouteObject, RouterProvider } from 'react-router';

export async function startStandalone(name: string, routes: RouteObject[], Extra?: ComponentType) {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  try {
    await loadRuntimeConfig('/runtime-config.json');
  } catch (error) {
    root.render(<pre role="alert">{String(error instanceof Error ? error.message : error)}</pre>);
    return;
  }
  const router = createBrowserRouter(routes);
  root.render(
    <div data-standalone={name}>
      <RouterProvider router={router} />
      {Extra && <Extra />}
    </div>,
  );
}
