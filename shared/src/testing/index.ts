export * from './matches.ts';
export * from './mock-services.ts';
export * from './route-meta.ts';
export * from './runtime-config.ts';
