export * from './chunk-reload.ts';
export * from './exposes.ts';
export * from './pieces.ts';
export * from './remote-boundary.tsx';
export * from './remote-piece.tsx';
export * from './route-hints.ts';
export * from './use-remote-module.ts';
