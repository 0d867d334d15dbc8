export * from './account.ts';
export * from './errors.ts';
export * from './feed.ts';
export * from './news.ts';
export * from './teams.ts';
export * from './validate.ts';
