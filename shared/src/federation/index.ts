export * from './chunk-reload.ts';
export * from './exposes.ts';
export * from './pieces.ts';
export * from './remote-boundary.tsx';
export * from './remote-errors.ts';
export * from './remote-piece.tsx';
export * from './use-remote-module.ts';
