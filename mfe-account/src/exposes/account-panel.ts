export { AccountPanel as default } from '../features/account/components/account-panel.tsx';
export { release } from '../app/routes.tsx';
