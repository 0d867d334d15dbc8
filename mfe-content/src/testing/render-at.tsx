import { routeTree } from '@club/shared/federation';
import { useRoutes } from '@club/shared/router';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { routes } from '../app/routes.tsx';

function Pages() {
  return useRoutes(routeTree(routes));
}

/** Renders mfe-content's pages at an address, as the shell mounts them. */
export function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Pages />
    </MemoryRouter>,
  );
}
