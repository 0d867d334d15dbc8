export * from './date.ts';
export * from './duration.ts';
