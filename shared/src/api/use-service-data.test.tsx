import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  adoptServerAnswers,
  forgetServerAnswers,
  type ServiceAnswers,
  ServiceAnswersContext,
  useServiceData,
} from './use-service-data.ts';

afterEach(() => {
  cleanup();
  adoptServerAnswers({});
});

function Headlines({ fetcher }: { fetcher: (signal: AbortSignal) => Promise<string[]> }) {
  const headlines = useServiceData('headlines', fetcher);
  if (headlines.status === 'loading') return <p>Loading</p>;
  if (headlines.status === 'failed') return <p>Failed</p>;
  return <p>{headlines.data.join(', ')}</p>;
}

describe('useServiceData', () => {
  it('fetches after the first render and shows the answer', async () => {
    const fetcher = vi.fn(async () => ['Win at home']);
    render(<Headlines fetcher={fetcher} />);
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByText('Win at home')).toBeTruthy();
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('starts from the answer the server rendered with and asks nothing, until the answers are forgotten', async () => {
    adoptServerAnswers({ headlines: ['Rendered on the server'] });
    const fetcher = vi.fn(async () => ['Fetched in the browser']);
    render(<Headlines fetcher={fetcher} />);
    expect(screen.getByText('Rendered on the server')).toBeTruthy();
    await act(async () => {});
    expect(fetcher).not.toHaveBeenCalled();
    // Rendered again on the same page (hydration may render a part twice): the same answer.
    cleanup();
    render(<Headlines fetcher={fetcher} />);
    expect(screen.getByText('Rendered on the server')).toBeTruthy();

    cleanup();
    forgetServerAnswers();
    render(<Headlines fetcher={fetcher} />);
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByText('Fetched in the browser')).toBeTruthy();
  });

  it('on the server, notes the call it makes and renders the answer it is given', () => {
    const asked = new Map<string, unknown>();
    const noting: ServiceAnswers = {
      take: () => undefined,
      request: (key, fetcher) => asked.set(key, fetcher),
    };
    const fetcher = async () => ['Noted'];
    expect(
      renderToString(
        <ServiceAnswersContext value={noting}>
          <Headlines fetcher={fetcher} />
        </ServiceAnswersContext>,
      ),
    ).toBe('<p>Loading</p>');
    expect(asked.get('headlines')).toBe(fetcher);

    const answering: ServiceAnswers = {
      take: (key) => (key === 'headlines' ? { data: ['Answered'] } : undefined),
    };
    expect(
      renderToString(
        <ServiceAnswersContext value={answering}>
          <Headlines fetcher={fetcher} />
        </ServiceAnswersContext>,
      ),
    ).toBe('<p>Answered</p>');
  });
});
