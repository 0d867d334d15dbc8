import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { afterNextPaint, useAfterFirstPaint } from './after-paint.ts';

function Page() {
  return useAfterFirstPaint() ? <p>after</p> : <p>first</p>;
}

const nextPaint = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

describe('after the next paint', () => {
  it('runs once the frame has been painted, not before, and not at all when cancelled', async () => {
    const ran = vi.fn();
    const cancelled = vi.fn();
    afterNextPaint(ran);
    afterNextPaint(cancelled)();
    await Promise.resolve();
    expect(ran).not.toHaveBeenCalled();
    await act(nextPaint);
    expect(ran).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('lets a component show what must wait for its first paint', async () => {
    render(<Page />);
    expect(screen.getByText('first')).toBeTruthy();
    expect(await screen.findByText('after')).toBeTruthy();
  });

  it('is true from the first render of a page the server painted: on the server and in its hydration', async () => {
    expect(renderToString(<Page />)).toBe('<p>after</p>');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, <Page />, { onRecoverableError: (error) => errors.push(error) }),
    );
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('after');
    act(() => root.unmount());
    container.remove();
  });
});
