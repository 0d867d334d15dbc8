import { startStandalone } from '@club/shared/app';
import { routes } from './app/routes.tsx';
import { StandaloneLayout } from './app/standalone-layout.tsx';

void startStandalone('mfe-account', routes, StandaloneLayout);
