export * from './date.ts';
