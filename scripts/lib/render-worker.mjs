// A renderer of the site's pages (server-render.ts): one worker thread per set of versions of the
// server-rendered remotes, so each has the federation runtime, module caches and stores of its own
// versions only. Plain Node, like rspack-worker.mjs: it loads the shell's server build, nothing else.
//
// Messages in:  { id, url, origin, config, cookies, budgetMs }
// Messages out: { id, page } or { id, error }
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';

// With asyncStartup, the build's exports arrive once its shared modules are ready.
const { renderPage } = await createRequire(import.meta.url)(workerData.entry);

parentPort.on('message', async ({ id, url, origin, config, cookies, budgetMs }) => {
  try {
    const page = await renderPage({ url, origin, config, cookies, signal: AbortSignal.timeout(budgetMs) });
    parentPort.postMessage({ id, page });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
parentPort.postMessage({ ready: true });
