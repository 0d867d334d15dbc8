export * from './mock-services.ts';
export * from './runtime-config.ts';
