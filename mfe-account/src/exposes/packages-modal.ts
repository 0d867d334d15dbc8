export { release } from '../app/routes.tsx';
export { PackagesModal as default } from '../features/packages/components/packages-modal.tsx';
