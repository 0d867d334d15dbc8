/**
 * The one factory behind every app's Rspack config: TSX through the built-in SWC loader, CSS Modules,
 * content-hashed file names, and the Module Federation plugin with the one shared-dependency list.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import {
  type Configuration,
  DefinePlugin,
  HtmlRspackPlugin,
  NormalModuleReplacementPlugin,
} from '@rspack/core';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { AfterPaintPlugin } from './scripts/lib/after-paint-plugin.ts';
import { type AppName, federationName, PORTS } from './scripts/lib/apps.ts';
import { BUILD_FAULTS_VARIABLE, parseBuildFaults, withBuildFaults } from './scripts/lib/build-faults.ts';
import { CompleteExposeAssetsPlugin } from './scripts/lib/complete-expose-assets.ts';
import { ContractPlugin } from './scripts/lib/contract-plugin.ts';
import { PrecompressPlugin } from './scripts/lib/precompress-plugin.ts';
import { PreloadStartupChunksPlugin } from './scripts/lib/preload-startup-chunks.ts';
import { RouteHintsPlugin } from './scripts/lib/route-hints-plugin.ts';
import { DEV_SERVER_SECURITY_HEADERS } from './scripts/lib/security-headers.ts';
import { REMOTE_SERVER_ENTRY, SERVER_BUILD_FOLDER, SHELL_SERVER_ENTRY } from './scripts/lib/server-build.ts';
import { RUNTIME_SHARED_ENTRIES, SHARED_VERSION } from './scripts/lib/shared-entries.ts';
import type { RouteHint } from './shared/src/federation/route-hints.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

/** The language level of the built code: what the site's supported browsers (current evergreen) run. */
const BROWSER_TARGET = 'es2022';

const REACT_ROUTER_PRODUCTION = path.join(
  path.dirname(fileURLToPath(import.meta.resolve('react-router/package.json'))),
  'dist/production/index.mjs',
);

/**
 * The federation runtime's CommonJS files. Rspack's ModuleFederationPlugin finds the bundler runtime
 * (and with it the runtime, runtime-core, the SDK) with `require.resolve`, which picks each package's
 * CommonJS build: nothing of it is tree-shaken, so every remote entry carried the whole SDK (the
 * manifest and snapshot code, the Node loaders, the logger). Each has an ES module build beside it
 * (`x.cjs` -> `x.js`, the same code), which `esmFederationRuntime` swaps in.
 */
const FEDERATION_CJS = /[\\/]@module-federation[\\/][^\\/]+[\\/]dist[\\/].+\.cjs$/;

/** Points a request or resolved resource of a federation package at its ES module build. */
function esmFederationRuntime(data: { request?: string; createData?: { resource?: string } }): void {
  const toEsm = (file: string) => file.replace(/\.cjs$/, '.js');
  if (data.request && FEDERATION_CJS.test(data.request)) data.request = toEsm(data.request);
  if (data.createData?.resource && FEDERATION_CJS.test(data.createData.resource))
    data.createData.resource = toEsm(data.createData.resource);
}

/**
 * What the shell provides as shared modules and loads before anything shows: React, React DOM, the
 * router, the stores, the @club/shared entries of the first paint (formatting too: the news cards'
 * dates, which a remote's page otherwise asked for one round trip after its own chunk) and the
 * contracts' validator, which several of them use (split on its own, it was loaded twice). Heavy
 * entries (the HTML sanitiser) keep chunks of their own, and so do the icon set's glyphs (ui's
 * icons/glyphs.ts), which load once a page's content has shown.
 */
const HOST_STARTUP_SHARED =
  /[\\/](shared[\\/]src[\\/]((stores|federation|site|api|ui(?![\\/]icons[\\/]glyphs\.ts$)|config|router|schema)[\\/]|contracts[\\/]validate\.ts$)|node_modules[\\/](react|react-dom|scheduler|nanostores|@nanostores|react-router|valibot)[\\/])/;

/** Marks react-router's unused module-level components as removable (see the loader). */
const PURE_REACT_CALLS_LOADER = path.join(root, 'scripts/lib/pure-react-calls-loader.mjs');

/**
 * The shared-dependency list, used by every app. Singletons so that one router, one React and one
 * copy of every store exist on the page. The trailing-slash keys share subpaths (`react/jsx-runtime`,
 * `react-dom/client`) instead of bundling them again; @club/shared is shared entry by entry. The
 * router is shared as `@club/shared/router`, which carries only the react-router names the apps
 * use, not as `react-router`, which Module Federation would share whole.
 */
export function sharedDependencies() {
  // strictVersion: a remote whose required version the page's copy does not satisfy fails to load
  // (its fallback shows, and the shell reports it) instead of running on a copy it was not built for.
  const singleton = (requiredVersion?: string) => ({
    singleton: true,
    strictVersion: true,
    ...(requiredVersion ? { requiredVersion } : {}),
  });
  const clubShared = {
    singleton: true,
    strictVersion: true,
    version: SHARED_VERSION,
    requiredVersion: `^${SHARED_VERSION}`,
  };
  // Every entry of @club/shared that holds state or the page's one instance of something is shared.
  // The contracts are not: they are stateless schemas and rules, so each app bundles only the ones it
  // uses (tree-shaken) instead of every app loading all of them. The valibot functions they are built
  // with are one shared entry (@club/shared/schema), one copy on the page.
  const sharedEntries = RUNTIME_SHARED_ENTRIES.map((entry) => [entry.name, clubShared] as const);
  return {
    react: singleton('^19.0.0'),
    'react/': singleton('^19.0.0'),
    'react-dom': singleton('^19.0.0'),
    'react-dom/': singleton('^19.0.0'),
    nanostores: singleton('^1.0.0'),
    '@nanostores/react': singleton('^1.0.0'),
    ...Object.fromEntries(sharedEntries),
  };
}

export interface AppConfigOptions {
  app: AppName;
  /** What a remote exposes to the shell; the host exposes nothing. */
  exposes?: Record<string, string>;
  /** A remote's pages for the early hints of the shell's index.html (published as route-hints.json). */
  routeHints?: readonly RouteHint[];
  /** Set by the build tooling: where to write, and the release label baked into a remote. */
  env?: {
    mode?: 'production' | 'development';
    outputPath?: string;
    release?: string;
    /** Dev server only: a folder whose runtime-config.json the shell's dev server serves. */
    runtimeConfigDir?: string;
    /**
     * A development remote inside a production shell (`npm run dev -- <remote> --against`): JSX
     * through React's production runtime, which is all the shell provides (React's development JSX
     * runtime calls into internals a production React does not have).
     */
    productionJsx?: boolean;
    /**
     * The app's server build (docs/architecture.md "Server rendering"): the same modules for Node,
     * which the shell's server loads to render a page before any script runs in the browser.
     */
    server?: boolean;
  };
}

export function createAppConfig(options: AppConfigOptions): Configuration {
  return options.env?.server ? createServerConfig(options) : createBrowserConfig(options);
}

/** Module Federation's runtime plugin for Node: loads a remote's chunks from where its entry was fetched. */
const NODE_FEDERATION_RUNTIME = fileURLToPath(import.meta.resolve('@module-federation/node/runtimePlugin'));

/**
 * An app for Node (docs/architecture.md "Server rendering"): the same source, rules and shared
 * modules as the browser build, as one CommonJS file per app (a remote's `remoteEntry.js`, the
 * shell's `render-page.js`) so that nothing but the entry is ever fetched on the server. CSS Modules
 * give their class names (the same as the browser build's) and no CSS; the browser build's files
 * are what the page links to.
 */
function createServerConfig({ app, exposes, env = {} }: AppConfigOptions): Configuration {
  const browser = createBrowserConfig({ app, exposes, env: { ...env, mode: 'production', server: false } });
  const isHost = app === 'shell';
  const localIdentName = `${federationName(app)}-[hash:8]`;
  return {
    ...browser,
    target: 'async-node',
    entry: isHost ? { [SHELL_SERVER_ENTRY.replace(/\.cjs$/, '')]: './src/server/render-page.tsx' } : {},
    devtool: false,
    // Loaded from node_modules where the server runs: jsdom (the DOM HTML bodies are sanitised in).
    externals: { jsdom: 'commonjs jsdom' },
    output: {
      path: path.join(env.outputPath ?? path.join(root, app, 'dist'), SERVER_BUILD_FOLDER),
      // The browser build's: CSS Modules' class names are hashed with it, and must be the same.
      uniqueName: federationName(app),
      // CommonJS: `.cjs`, as the repo's package.json says its `.js` files are ES modules.
      filename: isHost ? '[name].cjs' : '[name].js',
      chunkFilename: '[name].js',
      library: isHost ? { type: 'commonjs2' } : undefined,
      clean: true,
    },
    module: {
      ...browser.module,
      generator: {
        css: { exportsOnly: true },
        'css/module': { exportsOnly: true, localIdentName },
      },
    },
    plugins: [
      new DefinePlugin({ __RELEASE__: JSON.stringify(env.release ?? 'local'), __APP__: JSON.stringify(app) }),
      new ModuleFederationPlugin({
        name: federationName(app),
        ...(isHost
          ? { remotes: {} }
          : {
              filename: REMOTE_SERVER_ENTRY,
              // The same build faults as the browser build's (a broken release is broken on both),
              // and those of the server build alone.
              exposes: withBuildFaults(
                exposes ?? {},
                parseBuildFaults(process.env[BUILD_FAULTS_VARIABLE]),
                app,
                'server',
              ),
              library: { type: 'commonjs-module' },
            }),
        remoteType: 'script',
        shared: sharedDependencies(),
        shareStrategy: 'loaded-first',
        // A remote's chunks load over HTTP from beside its entry (@module-federation/node).
        runtimePlugins: [NODE_FEDERATION_RUNTIME],
        experiments: { asyncStartup: true, optimization: { target: 'node' } },
        manifest: false,
        dts: false,
      }),
      new NormalModuleReplacementPlugin(FEDERATION_CJS, esmFederationRuntime),
    ],
    optimization: { minimize: false },
  };
}

function createBrowserConfig({ app, exposes, routeHints, env = {} }: AppConfigOptions): Configuration {
  const mode = env.mode ?? (process.env.NODE_ENV === 'development' ? 'development' : 'production');
  const isDev = mode === 'development';
  const isHost = app === 'shell';
  const appDir = path.join(root, app);
  const release = env.release ?? (isDev ? 'dev' : 'local');
  const port = PORTS[app];

  return {
    mode,
    target: ['web', BROWSER_TARGET],
    context: appDir,
    entry: { main: './src/index.ts' },
    devtool: isDev ? 'eval-cheap-module-source-map' : 'source-map',
    output: {
      path: env.outputPath ?? path.join(appDir, 'dist'),
      // The shell serves deep links from its SPA fallback, so its assets must load from the root;
      // a remote's assets load relative to wherever its manifest is served (a versioned folder).
      publicPath: isHost ? '/' : 'auto',
      uniqueName: federationName(app),
      filename: isDev ? '[name].js' : '[name].[contenthash:10].js',
      chunkFilename: isDev ? '[name].js' : '[name].[contenthash:10].js',
      cssFilename: isDev ? '[name].css' : '[name].[contenthash:10].css',
      cssChunkFilename: isDev ? '[name].css' : '[name].[contenthash:10].css',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      // A module that throws as it runs (a broken release; a remote refused by a shared singleton's
      // version) leaves the module cache, so the next load meets the same error: otherwise it would
      // get the half-run module's exports, and a retry or the page's second load of a remote would
      // "succeed" with nothing in it.
      strictModuleExceptionHandling: true,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      // react-router's package exports name only its development build (dev warnings and checks);
      // production builds take the production one beside it.
      alias: {
        ...(isDev ? {} : { 'react-router$': REACT_ROUTER_PRODUCTION }),
      },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              // The site supports current evergreen browsers. Without a target SWC writes ES5, and
              // every async function becomes a generator state machine with its helpers inlined.
              target: BROWSER_TARGET,
              parser: { syntax: 'typescript', tsx: true },
              transform: {
                react: {
                  runtime: 'automatic',
                  development: isDev && !env.productionJsx,
                  refresh: isDev && isHost,
                },
              },
            },
          },
          type: 'javascript/auto',
        },
        {
          test: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/].+\.mjs$/,
          loader: PURE_REACT_CALLS_LOADER,
        },
        // A federation file swapped for its ES module build after resolving keeps the type its
        // `.cjs` name gave it; `auto` parses it as the module it now is (esmFederationRuntime).
        { test: FEDERATION_CJS, type: 'javascript/auto' },
        { test: /\.module\.css$/, type: 'css/module' },
        { test: /\.css$/, exclude: /\.module\.css$/, type: 'css' },
        { test: /\.(svg|png|jpe?g|webp|avif|woff2?)$/, type: 'asset' },
      ],
      parser: { 'css/module': { namedExports: false } },
      generator: {
        'css/module': { localIdentName: isDev ? '[path][name]__[local]' : `${federationName(app)}-[hash:8]` },
      },
    },
    plugins: [
      // Fast Refresh for the shell in dev. A remote's own refresh runtime loads after the shell's
      // React roots exist and so never sees them: remotes reload the page on a change instead.
      isDev && isHost && new ReactRefreshRspackPlugin(),
      new DefinePlugin({ __RELEASE__: JSON.stringify(release), __APP__: JSON.stringify(app) }),
      new ModuleFederationPlugin({
        name: federationName(app),
        ...(isHost
          ? { remotes: {} }
          : {
              // Named by its content in production, so it is cached for good like every chunk (the
              // manifest, which names it, is the one file a release changes); a fixed name in dev.
              filename: isDev ? 'remoteEntry.js' : 'remoteEntry.[contenthash:10].js',
              // A test may ask for a broken build (build-faults.ts); otherwise exactly these.
              exposes: withBuildFaults(
                exposes ?? {},
                parseBuildFaults(process.env[BUILD_FAULTS_VARIABLE]),
                app,
              ),
              manifest: true,
            }),
        shared: sharedDependencies(),
        shareStrategy: 'loaded-first',
        experiments: {
          asyncStartup: true,
          // One copy of the federation runtime on the page: the host provides it as a global and the
          // remotes' production builds use that one instead of carrying their own (about 17 KB gzip
          // on every remote entry). A remote's dev build keeps its own, so it still runs standalone.
          ...(isHost ? { provideExternalRuntime: true } : isDev ? {} : { externalRuntime: true }),
          // No snapshot plugins: the shell reads the manifests itself (shell/src/lib/federation/remote-manifest.ts).
          optimization: { target: 'web', disableRemote: !isHost, disableSnapshot: true },
        },
        dts: false,
      }),
      new HtmlRspackPlugin({
        template: path.join(appDir, 'index.html'),
        // Served with no-cache; everything it points at is content-hashed and immutable.
        minify: !isDev,
      }),
      new NormalModuleReplacementPlugin(FEDERATION_CJS, esmFederationRuntime),
      // The shell's page preloads the shared chunks its start-up waits for (one round trip less).
      isHost && !isDev && new PreloadStartupChunksPlugin(),
      // main.js's <script> names the after-paint script a server-rendered page starts with.
      isHost && !isDev && new AfterPaintPlugin(),
      // A remote's manifest lists every file an expose loads at once, for the shell to preload them together.
      !isHost && new CompleteExposeAssetsPlugin(),
      !isHost && new RouteHintsPlugin(routeHints ?? []),
      // What the build exposes, serves, mounts and requires, for the release gate (contract.ts).
      !isDev &&
        new ContractPlugin({
          app,
          release,
          ...(isHost ? {} : { exposes: exposes ?? {} }),
          shared: sharedDependencies(),
        }),
      // Every text file also as .br and .gz at the strongest settings, sent as they are when served.
      !isDev && new PrecompressPlugin(),
    ],
    optimization: {
      splitChunks: {
        cacheGroups: {
          // The shared modules the shell provides and its start-up waits for, in one file instead of
          // about fifteen: compressed together they are about 4.7 KB smaller than apart.
          ...(isHost && !isDev
            ? { startup: { test: HOST_STARTUP_SHARED, name: 'startup', chunks: 'async', enforce: true } }
            : {}),
        },
      },
    },
    performance: { hints: false },
    devServer: {
      port,
      host: 'localhost',
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*', ...DEV_SERVER_SECURITY_HEADERS },
      static: env.runtimeConfigDir ? { directory: env.runtimeConfigDir, watch: true } : false,
      // Each app's HMR client talks to its own dev server, not to the page's origin (the shell's).
      client: { overlay: { errors: true, warnings: false }, webSocketURL: `ws://localhost:${port}/ws` },
    },
    stats: 'errors-warnings',
    // publicPath 'auto' is deliberate: a remote's assets resolve from wherever its manifest is served.
    ignoreWarnings: [/Manifest will use absolute path resolution/],
  };
}
