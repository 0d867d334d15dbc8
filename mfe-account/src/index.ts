import { startStandalone } from '@club/shared/app';
import { routes } from './app/routes.tsx';
import { standaloneRoutes } from './app/standalone-routes.tsx';

void startStandalone('mfe-account', standaloneRoutes(routes));
