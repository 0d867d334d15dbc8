export * from './layout.tsx';
export * from './load-error.tsx';
export * from './not-found-page.tsx';
export * from './page-loader.tsx';
export * from './service-image.tsx';
export * from './use-dialog-focus.ts';
export * from './use-page-loading.ts';
export * from './use-page-title.ts';
