import { loadRuntimeConfig, RuntimeConfigError } from '@club/shared/config';
import '@club/shared/ui/tokens.css';
import '../lib/global.css';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { ConfigErrorScreen } from '../features/errors/components/config-error-screen.tsx';
import { ErrorPage } from '../features/errors/components/error-page.tsx';
import { registerRemotesFrom } from '../lib/federation/federation.ts';
import { createAppRouter } from './router.tsx';
import { applySiteFlags } from './site-flags.ts';

/** Where the runtime config is served: beside index.html, never baked into the bundle. */
export const RUNTIME_CONFIG_URL = '/runtime-config.json';

export async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  try {
    const config = await loadRuntimeConfig(RUNTIME_CONFIG_URL);
    applySiteFlags(config);
    registerRemotesFrom(config);
    root.render(<RouterProvider router={createAppRouter(config.flags.siteVariant)} />);
  } catch (error) {
    // Spec 000 §8: a startup failure is caught and shown, never a blank page.
    console.error('[shell] start-up failed', error);
    root.render(
      error instanceof RuntimeConfigError ? <ConfigErrorScreen error={error} /> : <ErrorPage error={error} />,
    );
  }
}
