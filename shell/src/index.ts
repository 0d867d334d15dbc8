import { start } from './app/start.tsx';

void start();
