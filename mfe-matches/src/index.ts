import { startStandalone } from '@club/shared/app';
import { routes } from './app/routes.tsx';

void startStandalone('mfe-matches', routes);
