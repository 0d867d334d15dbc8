export { release } from '../app/routes.tsx';
export { PackagesWidget as default } from '../features/packages/components/packages-widget.tsx';
