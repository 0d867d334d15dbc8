/** Every folder with its own tsconfig.json, type-checked one by one (each has its own types and libs). */
export const TYPECHECK_PROJECTS = [
  'shared',
  'shell',
  'mfe-content',
  'mfe-matches',
  'mfe-streaming',
  'mfe-account',
  'services',
  'e2e',
  'scripts',
] as const;
