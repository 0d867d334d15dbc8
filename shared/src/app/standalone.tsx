/**
 * Standalone start for a remote, for its own team's development: the remote loads the runtime config
 * served beside its own index.html and renders its routes without the shell.
 */
import { loadRuntimeConfig } from '@club/shared/config';
import '@club/shared/ui/tokens.css';
import { type RemoteRouteTable, routeTree } from '@club/shared/federation';
import { BrowserRouter, type RouteObject, useRoutes } from '@club/shared/router';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';

function StandaloneRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

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
  root.render(
    <div data-standalone={name}>
      <BrowserRouter>
        <StandaloneRoutes routes={Layout ? [{ element: <Layout />, children: tree }] : tree} />
      </BrowserRouter>
    </div>,
  );
}
