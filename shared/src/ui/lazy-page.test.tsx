import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyPage, lazyPage } from './lazy-page.tsx';

afterEach(cleanup);

const Story = () => <h1>The story</h1>;

let mounts = 0;
/** The story, counting its mounts. */
function Counted() {
  useEffect(() => {
    mounts++;
  }, []);
  return <h1>The story</h1>;
}

describe('a lazy page', () => {
  it('shows the loader until its code comes, asking for it once', async () => {
    let arrive: (code: { default: typeof Story }) => void = () => {};
    const load = vi.fn(() => new Promise<{ default: typeof Story }>((resolve) => (arrive = resolve)));
    const page = lazyPage(load);
    render(<LazyPage page={page} />);
    expect(screen.queryByRole('heading')).toBeNull();
    await act(async () => arrive({ default: Story }));
    expect(screen.getByRole('heading', { name: 'The story' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once, with no loader, when its code was asked for ahead and has come', async () => {
    const page = lazyPage(async () => ({ default: Story }));
    await page.preload();
    render(<LazyPage page={page} />);
    // In the first render: nothing suspended (a server-rendered page hydrates in one go).
    expect(screen.getByRole('heading', { name: 'The story' })).toBeTruthy();
  });

  it('asks for its code again after it failed to load (the page’s Try again)', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Story }>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue({ default: Story });
    const page = lazyPage(load);
    await expect(page.preload()).rejects.toThrow('chunk failed');
    await expect(page.preload()).resolves.toEqual({ default: Story });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the page mounted when it renders again after its code came through the loader', async () => {
    mounts = 0;
    let arrive: (code: { default: typeof Counted }) => void = () => {};
    const page = lazyPage(() => new Promise((resolve) => (arrive = resolve)));
    const { rerender } = render(<LazyPage page={page} />);
    await act(async () => arrive({ default: Counted }));
    rerender(<LazyPage page={page} />);
    expect(screen.getByRole('heading', { name: 'The story' })).toBeTruthy();
    expect(mounts).toBe(1);
  });
});
