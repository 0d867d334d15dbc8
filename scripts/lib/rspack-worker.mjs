// Runs Rspack in a plain Node process. Rspack embeds some of its own runtime by stringifying
// functions, so it must not be loaded through a transpiling loader such as tsx (whose keepNames
// helper would leak `__name(...)` into the browser bundles). jiti transpiles only the TypeScript
// config files; packages load natively.
//
// Usage: node rspack-worker.mjs build '<json: [{ app, env }]>'
//        node rspack-worker.mjs serve '<json: { app, env }>'
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const jiti = createJiti(import.meta.url, { moduleCache: true });
const [command, payload] = process.argv.slice(2);
const request = JSON.parse(payload ?? 'null');

async function loadConfig({ app, env }) {
  if (env?.mode) process.env.NODE_ENV = env.mode;
  const factory = await jiti.import(path.join(root, app, 'rspack.config.ts'), { default: true });
  const config = typeof factory === 'function' ? factory(env ?? {}) : factory;
  // A server build goes into a folder inside the output path (rspack.base.ts createServerConfig).
  if (env?.outputPath && !env.server) config.output = { ...config.output, path: env.outputPath };
  return config;
}

const { rspack } = await import('@rspack/core');

if (command === 'build') {
  const configs = await Promise.all(request.map(loadConfig));
  rspack(configs).run((error, stats) => {
    if (error) {
      console.error(error);
      process.exit(1);
    }
    if (stats?.hasErrors()) {
      console.error(stats.toString({ all: false, errors: true, colors: false }));
      process.exit(1);
    }
    process.exit(0);
  });
} else if (command === 'serve') {
  const { RspackDevServer } = await import('@rspack/dev-server');
  const config = await loadConfig(request);
  const server = new RspackDevServer(config.devServer ?? {}, rspack(config));
  await server.start();
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => void server.stop().then(() => process.exit(0)));
} else {
  console.error(`unknown command ${command}`);
  process.exit(2);
}
