export { release, routes } from '../app/routes.tsx';
