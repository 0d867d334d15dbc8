/**
 * Standalone start for a remote, for its own team's development: the remote loads the runtime config
 * served beside its own index.html and renders its routes without the shell.
 */
import { loadRuntimeConfig } from '@club/shared/config';
import '@club/shared/ui/tokens.css';
import { type RemoteRouteTable, routeTree } from '@club/shared/federation';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';

/** Renders a remote alone; `Layout` (rendering an `<Outlet />`) stands in for the shell around its pages. */
export async function startStandalone(name: string, routes: RemoteRouteTable, Layout?: ComponentType) {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  try {
    await loadRuntimeConfig('/runtime-config.json');
  } catch (error) {
    root.render(<pre role="alert">{String(error instanceof Error ? error.message : error)}</pre>);
    return;
  }
  const tree = routeTree(routes);
  const router = createBrowserRouter(Layout ? [{ element: <Layout />, children: tree }] : tree);
  root.render(
    <div data-standalone={name}>
      <RouterProvider router={router} />
    </div>,
  );
}
