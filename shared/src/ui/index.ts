export * from './not-found-page.tsx';
export * from './page-loader.tsx';
export * from './load-error.tsx';
