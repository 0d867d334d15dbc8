import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Configuration, rspack } from '@rspack/core';
import type { AppName } from './apps.ts';
import { ROOT } from './deploy.ts';

type ConfigFactory = Configuration | ((env: Record<string, unknown>) => Configuration);

/** Loads an app's own rspack.config.ts with the given env (output folder, release label, mode). */
export async function loadAppConfig(
  app: AppName,
  env: { mode?: 'production' | 'development'; outputPath?: string; release?: string },
): Promise<Configuration> {
  if (env.mode) process.env.NODE_ENV = env.mode;
  const module = (await import(pathToFileURL(path.join(ROOT, app, 'rspack.config.ts')).href)) as {
    default: ConfigFactory;
  };
  const factory = module.default;
  const config = typeof factory === 'function' ? factory(env) : factory;
  if (env.outputPath) config.output = { ...config.output, path: env.outputPath };
  if (env.mode) config.mode = env.mode;
  return config;
}

/** Runs production builds; rejects with the compiler's errors, written for a person. */
export function runBuild(configs: Configuration[]): Promise<void> {
  return new Promise((resolve, reject) => {
    rspack(configs).run((error, stats) => {
      if (error) return reject(error);
      if (!stats) return reject(new Error('rspack returned no stats'));
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true, colors: false })));
      resolve();
    });
  });
}
