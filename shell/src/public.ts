// What the repo's own scripts and e2e tests may use of the shell (`@club/shell`, package.json's
// exports; npm run lint holds scripts/ and e2e/ to it: .dependency-cruiser.cjs): how a remote's
// manifest is read (the early hints read it as the shell does), the anchor scroll the routing
// spec times and the data block a server-rendered page carries its config and answers in.
// Everything else under src/ is the shell's own.
export { ANCHOR_SCROLL } from './features/routing/constants.ts';
export { readRemoteManifest } from './lib/federation/remote-manifest.ts';
export {
  HYDRATED_ATTRIBUTE,
  type PageRequest,
  type RenderedPage,
  SERVER_RENDER_ID,
} from './lib/server-render.ts';
