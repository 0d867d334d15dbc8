import { cleanup, render, screen } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useBrowserState } from './browser-state.ts';

afterEach(cleanup);

function Probe() {
  return <p>{useBrowserState() ? 'browser' : 'server'}</p>;
}

describe('useBrowserState', () => {
  it('is false on the server and true at once in a page the browser renders', () => {
    expect(renderToString(<Probe />)).toBe('<p>server</p>');
    render(<Probe />);
    expect(screen.getByText('browser')).toBeTruthy();
  });

  it('hydrates as the server rendered, then turns true', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.append(container);
    const rendered = container.firstChild;
    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, <Probe />, { onRecoverableError: (error) => errors.push(error) }),
    );
    expect(errors).toEqual([]);
    expect(container.firstChild).toBe(rendered);
    expect(container.textContent).toBe('browser');
    act(() => root.unmount());
    container.remove();
  });
});
