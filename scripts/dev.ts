/**
 * `npm run dev`: every app with hot reload on its own port, plus the services.
 * `npm run dev -- <remote>`: only that remote in dev (hot reload on its port); the shell and the
 * other remotes are served from development builds of the working tree, made first into
 * .deploy-dev/ (`--no-build` reuses them), as a remote's team works day to day.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The deployment folder is fixed when the deploy module loads, so choose it before loading the rest.
// CLUB_DEV_DEPLOY_DIR moves it (the dev-reload check builds into a folder of its own).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.env.CLUB_DEPLOY_DIR = path.resolve(root, process.env.CLUB_DEV_DEPLOY_DIR ?? '.deploy-dev');
await import('./lib/dev-session.ts');
