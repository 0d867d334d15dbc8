export { release } from '../app/routes.tsx';
export { AccountPanel as default } from '../features/account/components/account-panel.tsx';
