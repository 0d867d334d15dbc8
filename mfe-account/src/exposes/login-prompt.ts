export { release } from '../app/routes.tsx';
export { LoginPrompt as default } from '../features/account/components/login-prompt.tsx';
