import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createServerServiceCache,
  SERVICE_DATA_KEPT_MS,
  SERVICE_DATA_STALE_MS,
  type ServiceDataOptions,
  seedServiceCache,
} from './service-cache.ts';
import { ServiceCacheContext, useServiceData } from './use-service-data.ts';

type Fetcher = (signal: AbortSignal) => Promise<string[]>;

function Headlines({ fetcher, options }: { fetcher: Fetcher; options?: ServiceDataOptions<string[]> }) {
  const headlines = useServiceData('headlines', fetcher, options);
  if (headlines.status === 'loading') return <p>Loading</p>;
  if (headlines.status === 'failed')
    return (
      <button type="button" onClick={headlines.reload}>
        Try again
      </button>
    );
  return (
    <p>
      {headlines.data.join(', ')}
      {headlines.stale ? ' (stale)' : ''}
    </p>
  );
}

/** A fetcher whose calls each wait to be answered (or failed) by the test, counting them. */
function controlledFetcher() {
  const calls: Array<{
    signal: AbortSignal;
    answer: (value: string[]) => void;
    fail: (error: unknown) => void;
  }> = [];
  const fetcher = vi.fn(
    (signal: AbortSignal) =>
      new Promise<string[]>((answer, fail) => {
        calls.push({ signal, answer, fail });
      }),
  );
  return { fetcher, calls };
}

const hidden = (value: boolean) => {
  vi.spyOn(document, 'hidden', 'get').mockReturnValue(value);
  document.dispatchEvent(new Event('visibilitychange'));
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useServiceData', () => {
  it('fetches after the first render and shows the answer', async () => {
    const fetcher = vi.fn(async () => ['Win at home']);
    render(<Headlines fetcher={fetcher} />);
    expect(screen.getByText('Loading')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Win at home')).toBeTruthy();
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('fetches once for two components asking the same key at once (two remotes read one cache)', async () => {
    const { fetcher, calls } = controlledFetcher();
    render(
      <>
        <Headlines fetcher={fetcher} />
        <Headlines fetcher={fetcher} />
      </>,
    );
    expect(fetcher).toHaveBeenCalledTimes(1);
    await act(async () => calls[0]?.answer(['Cup draw']));
    expect(screen.getAllByText('Cup draw')).toHaveLength(2);
  });

  it('makes no second call while one is under way: a reload joins it', async () => {
    const { fetcher, calls } = controlledFetcher();
    const { result } = renderHook(() => useServiceData('headlines', fetcher));
    act(() => result.current.reload());
    act(() => result.current.reload());
    expect(fetcher).toHaveBeenCalledTimes(1);
    await act(async () => calls[0]?.answer(['Cup draw']));
    expect(result.current).toMatchObject({ status: 'ready', data: ['Cup draw'] });
  });

  it('shows the answer at once on a return visit, asks nothing while it is current, and revalidates it in the background once stale', async () => {
    const { fetcher, calls } = controlledFetcher();
    const first = render(<Headlines fetcher={fetcher} />);
    await act(async () => calls[0]?.answer(['Before']));
    first.unmount();

    await act(() => vi.advanceTimersByTimeAsync(SERVICE_DATA_STALE_MS - 1_000));
    const back = render(<Headlines fetcher={fetcher} />);
    expect(screen.getByText('Before')).toBeTruthy();
    expect(fetcher).toHaveBeenCalledTimes(1);
    back.unmount();

    await act(() => vi.advanceTimersByTimeAsync(1_000));
    render(<Headlines fetcher={fetcher} />);
    // Stale: shown at once, no loader, and asked for again behind it.
    expect(screen.getByText('Before')).toBeTruthy();
    expect(fetcher).toHaveBeenCalledTimes(2);
    await act(async () => calls[1]?.answer(['After']));
    expect(screen.getByText('After')).toBeTruthy();
  });

  it('keeps the object of a revalidated answer that says the same, so nothing depending on it runs again', async () => {
    const { fetcher, calls } = controlledFetcher();
    const { result } = renderHook(() => useServiceData('headlines', fetcher));
    await act(async () => calls[0]?.answer(['Same']));
    const first = result.current.data;
    act(() => result.current.reload());
    await act(async () => calls[1]?.answer(['Same']));
    expect(result.current.data).toBe(first);
    act(() => result.current.reload());
    await act(async () => calls[2]?.answer(['Changed']));
    expect(result.current.data).toEqual(['Changed']);
  });

  it('revalidates a stale answer when the tab shows again', async () => {
    const { fetcher, calls } = controlledFetcher();
    render(<Headlines fetcher={fetcher} />);
    await act(async () => calls[0]?.answer(['Before']));
    hidden(true);
    await act(() => vi.advanceTimersByTimeAsync(SERVICE_DATA_STALE_MS));
    expect(fetcher).toHaveBeenCalledTimes(1);
    hidden(false);
    expect(fetcher).toHaveBeenCalledTimes(2);
    await act(async () => calls[1]?.answer(['After']));
    expect(screen.getByText('After')).toBeTruthy();
  });

  it('starts afresh when nobody has watched the key for SERVICE_DATA_KEPT_MS', async () => {
    const { fetcher, calls } = controlledFetcher();
    const first = render(<Headlines fetcher={fetcher} />);
    await act(async () => calls[0]?.answer(['Long ago']));
    first.unmount();
    await act(() => vi.advanceTimersByTimeAsync(SERVICE_DATA_KEPT_MS + 1));
    render(<Headlines fetcher={fetcher} />);
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('shows the failure, and asks again on reload (Try again)', async () => {
    const { fetcher, calls } = controlledFetcher();
    render(<Headlines fetcher={fetcher} />);
    await act(async () => calls[0]?.fail(new Error('down')));
    await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(fetcher).toHaveBeenCalledTimes(2);
    await act(async () => calls[1]?.answer(['Back up']));
    expect(screen.getByText('Back up')).toBeTruthy();
  });

  it('aborts the call once nobody watches the key, and keeps nothing of its answer', async () => {
    const { fetcher, calls } = controlledFetcher();
    const view = render(
      <>
        <Headlines fetcher={fetcher} />
        <Headlines fetcher={fetcher} />
      </>,
    );
    // One of two watchers going changes nothing.
    view.rerender(<Headlines fetcher={fetcher} />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(calls[0]?.signal.aborted).toBe(false);
    view.unmount();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(calls[0]?.signal.aborted).toBe(true);
    calls[0]?.answer(['Too late']);

    render(<Headlines fetcher={fetcher} />);
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('polls every refreshMs while watched and the tab visible, keeps the last answer (stale) when a poll fails, and stops when refreshWhile says so', async () => {
    const { fetcher, calls } = controlledFetcher();
    const options: ServiceDataOptions<string[]> = {
      refreshMs: 10_000,
      refreshWhile: (headlines) => !headlines.includes('Full time'),
    };
    render(<Headlines fetcher={fetcher} options={options} />);
    await act(async () => calls[0]?.answer(['Kick-off']));
    await act(() => vi.advanceTimersByTimeAsync(9_999));
    expect(fetcher).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fetcher).toHaveBeenCalledTimes(2);
    await act(async () => calls[1]?.fail(new Error('down')));
    expect(screen.getByText('Kick-off (stale)')).toBeTruthy();

    // Hidden, it asks nothing; shown again, it asks at once.
    hidden(true);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(fetcher).toHaveBeenCalledTimes(2);
    hidden(false);
    expect(fetcher).toHaveBeenCalledTimes(3);
    await act(async () => calls[2]?.answer(['Goal']));
    expect(screen.getByText('Goal')).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await act(async () => calls[3]?.answer(['Full time']));
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(fetcher).toHaveBeenCalledTimes(4);
  });

  it('stops polling once nobody watches the key', async () => {
    const { fetcher, calls } = controlledFetcher();
    const view = render(<Headlines fetcher={fetcher} options={{ refreshMs: 10_000 }} />);
    await act(async () => calls[0]?.answer(['Kick-off']));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(fetcher).toHaveBeenCalledTimes(2);
    await act(async () => calls[1]?.answer(['Half time']));
    view.unmount();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});

describe('useServiceData on the server and in the page it rendered', () => {
  const tree = (cache: ReturnType<typeof createServerServiceCache>, fetcher: Fetcher) => (
    <ServiceCacheContext value={cache}>
      <Headlines fetcher={fetcher} />
    </ServiceCacheContext>
  );

  it('notes the call a render makes, fetches it, and renders the answer the next time', async () => {
    const cache = createServerServiceCache();
    const fetcher = vi.fn(async () => ['Answered']);
    expect(renderToString(tree(cache, fetcher))).toBe('<p>Loading</p>');
    expect(fetcher).not.toHaveBeenCalled();
    expect(await cache.fetchAsked(AbortSignal.timeout(1_000))).toBe(1);
    expect(renderToString(tree(cache, fetcher))).toBe('<p>Answered</p>');
    expect(await cache.fetchAsked(AbortSignal.timeout(1_000))).toBe(0);
    expect(cache.answers()).toEqual({ headlines: ['Answered'] });
  });

  it('leaves a failed call loading, as the browser first shows it, and asks for it no more', async () => {
    const cache = createServerServiceCache();
    const fetcher = vi.fn(async () => Promise.reject(new Error('down')));
    renderToString(tree(cache, fetcher));
    await cache.fetchAsked(AbortSignal.timeout(1_000));
    expect(renderToString(tree(cache, fetcher))).toBe('<p>Loading</p>');
    expect(await cache.fetchAsked(AbortSignal.timeout(1_000))).toBe(0);
    expect(cache.answers()).toEqual({});
  });

  it("keeps each request's answers to itself, and out of the page's cache", async () => {
    const one = createServerServiceCache();
    const other = createServerServiceCache();
    renderToString(tree(one, async () => ['For one visitor']));
    renderToString(tree(other, async () => ['For another']));
    await Promise.all([
      one.fetchAsked(AbortSignal.timeout(1_000)),
      other.fetchAsked(AbortSignal.timeout(1_000)),
    ]);
    expect(renderToString(tree(one, async () => []))).toBe('<p>For one visitor</p>');
    expect(renderToString(tree(other, async () => []))).toBe('<p>For another</p>');
    expect(renderToString(<Headlines fetcher={async () => []} />)).toBe('<p>Loading</p>');
  });

  it('hydrates from the answers the page came with, however often React renders it, and asks nothing', async () => {
    const server = createServerServiceCache();
    renderToString(tree(server, async () => ['Rendered on the server']));
    await server.fetchAsked(AbortSignal.timeout(1_000));
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree(server, async () => []));
    document.body.append(container);
    // The data block's round trip.
    seedServiceCache(JSON.parse(JSON.stringify(server.answers())) as Record<string, unknown>);

    const fetcher = vi.fn(async () => ['Fetched in the browser']);
    const mismatch = vi.fn();
    const root = await act(async () =>
      hydrateRoot(container, <Headlines fetcher={fetcher} />, { onRecoverableError: mismatch }),
    );
    expect(mismatch).not.toHaveBeenCalled();
    expect(container.textContent).toBe('Rendered on the server');
    // Rendered again on the same page: the same answer.
    render(<Headlines fetcher={fetcher} />);
    expect(screen.getAllByText('Rendered on the server')).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(fetcher).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
    cleanup();
  });
});
