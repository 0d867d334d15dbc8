export * from './addresses.ts';
export * from './api-error.ts';
export * from './authorized-request.ts';
export * from './client.ts';
export * from './image-url.ts';
export * from './service-cache.ts';
export * from './use-service-data.ts';
