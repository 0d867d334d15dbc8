import { $remotePiecesMayLoad } from '@club/shared/stores';
import { useStore } from '@nanostores/react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RemotePieceProps } from './pieces.ts';
import { REMOTE_UNAVAILABLE_TITLE, RETRY_LABEL } from './remote-boundary.tsx';
import { provideRemoteErrorReporter } from './remote-errors.ts';
import { RemotePiece, RenderedPiecesContext } from './remote-piece.tsx';
import { forgetLoadedModules, provideRemoteLoader } from './use-remote-module.ts';

const load = vi.fn();

function Strip({ team, heading }: RemotePieceProps['nextMatchStrip']) {
  return <p>{`${heading}: next match of ${team}`}</p>;
}

beforeEach(() => {
  load.mockReset();
  $remotePiecesMayLoad.set(true);
  forgetLoadedModules();
  provideRemoteLoader(load);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => provideRemoteLoader(null));

describe('RemotePiece', () => {
  it("loads the owner's exposed piece through the host's loader and gives it the page's props", async () => {
    load.mockResolvedValue({ release: 'm1', default: Strip });
    const { container } = render(
      <RemotePiece piece="nextMatchStrip" props={{ team: 'women', heading: 'Upcoming Game' }} />,
    );
    expect(await screen.findByText('Upcoming Game: next match of women')).toBeTruthy();
    expect(load).toHaveBeenCalledWith('mfe-matches', 'NextMatchStrip', false);
    expect(container.querySelector('[data-piece="NextMatchStrip"]')?.getAttribute('data-release')).toBe('m1');
  });

  it("waits while the host holds pieces back for the page's own content, then loads", async () => {
    load.mockResolvedValue({ release: 'm4', default: Strip });
    $remotePiecesMayLoad.set(false);
    const { container } = render(
      <RemotePiece piece="nextMatchStrip" props={{ team: 'men', heading: 'Soon' }} reserve="8rem" />,
    );
    expect(load).not.toHaveBeenCalled();
    // The space is kept by the attribute (remote-piece.css), not an inline style the CSP would block.
    const holder = container.querySelector<HTMLElement>('[data-piece="NextMatchStrip"]');
    expect(holder?.dataset.reserve).toBe('8rem');
    expect(holder?.getAttribute('style')).toBeNull();
    act(() => $remotePiecesMayLoad.set(true));
    expect(await screen.findByText('Soon: next match of men')).toBeTruthy();
  });

  it('keeps the reserved space while loading', () => {
    load.mockReturnValue(new Promise(() => {}));
    const { container } = render(<RemotePiece piece="latestVideosRail" props={{}} reserve="12rem" />);
    const holder = container.querySelector<HTMLElement>('[data-piece="LatestVideosRail"]');
    expect(holder?.dataset.reserve).toBe('12rem');
    expect(holder?.getAttribute('aria-busy')).toBe('true');
  });

  it('shows the fallback with Try again when the owner is down, and loads it afresh on retry', async () => {
    load
      .mockRejectedValueOnce(new Error('Failed to get manifest'))
      .mockResolvedValueOnce({ release: 'm2', default: Strip });
    render(<RemotePiece piece="nextMatchStrip" props={{ team: 'men', heading: 'Next' }} />);
    expect(await screen.findByText(REMOTE_UNAVAILABLE_TITLE)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: RETRY_LABEL }));
    expect(await screen.findByText('Next: next match of men')).toBeTruthy();
    expect(load).toHaveBeenLastCalledWith('mfe-matches', 'NextMatchStrip', true);
  });

  it('catches a piece that throws, so the page around it keeps working', async () => {
    load.mockResolvedValue({
      release: 'm3',
      default: () => {
        throw new Error('broken piece');
      },
    });
    render(
      <main>
        <h1>Home</h1>
        <RemotePiece piece="upcomingFixtures" props={{}} />
      </main>,
    );
    expect(await screen.findByText(REMOTE_UNAVAILABLE_TITLE)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
  });

  it("tells the host which remote threw, so the shell reports it against that remote's version", async () => {
    const reported = vi.fn();
    provideRemoteErrorReporter(reported);
    const broken = new Error('broken piece');
    load.mockResolvedValue({
      release: 'm5',
      default: () => {
        throw broken;
      },
    });
    render(<RemotePiece piece="latestVideosRail" props={{}} />);
    expect(await screen.findByText(REMOTE_UNAVAILABLE_TITLE)).toBeTruthy();
    expect(reported).toHaveBeenCalledWith('mfe-streaming', broken);
    provideRemoteErrorReporter(null);
  });

  it('shows nothing for an optional piece whose owner is down', async () => {
    load.mockRejectedValue(new Error('Failed to get manifest'));
    const { container } = render(<RemotePiece piece="matchdayBanner" props={{}} whenDown="nothing" />);
    await vi.waitFor(() => expect(container.innerHTML).toBe(''));
  });

  it('shows nothing when the owner does not expose the piece yet', async () => {
    load.mockRejectedValue(new Error('Module "./LatestVideosRail" does not exist in container.'));
    const { container } = render(<RemotePiece piece="latestVideosRail" props={{}} />);
    await vi.waitFor(() => expect(container.innerHTML).toBe(''));
  });

  it('shows nothing where no host loads remotes (a remote on its own)', async () => {
    provideRemoteLoader(null);
    const { container } = render(<RemotePiece piece="packagesWidget" props={{}} />);
    await vi.waitFor(() => expect(container.innerHTML).toBe(''));
  });
});

/** A page that re-renders when pieces may load, its pieces' props written inline (new objects). */
function RepaintingHomePage() {
  const painted = useStore($remotePiecesMayLoad);
  return (
    <main>
      <h1>Home</h1>
      <RemotePiece piece="nextMatchStrip" props={{ team: 'men', heading: 'Next' }} reserve="8rem" />
      <RemotePiece piece="packagesWidget" props={{}} reserve="30rem" />
      {painted && <p>painted</p>}
    </main>
  );
}

describe('a piece of a page rendered on the server', () => {
  /** The page's markup as the shell's server renders it (every piece loaded first), and what it noted. */
  async function renderOnServer(page: ReactNode) {
    const rendered = new Set<string>();
    const tree = <RenderedPiecesContext value={rendered}>{page}</RenderedPiecesContext>;
    const { prelude } = await prerender(tree);
    await prelude.cancel();
    return { html: renderToString(tree), rendered };
  }

  const homePage = (
    <main>
      <h1>Home</h1>
      <RemotePiece piece="nextMatchStrip" props={{ team: 'men', heading: 'Next' }} reserve="8rem" />
      <RemotePiece piece="packagesWidget" props={{}} reserve="30rem" />
    </main>
  );

  it('is in the server’s markup when its owner has a server build, and noted for its stylesheets', async () => {
    load.mockResolvedValue({ release: 'm6', default: Strip });
    $remotePiecesMayLoad.set(false);
    const { html, rendered } = await renderOnServer(homePage);
    expect(html).toContain('Next: next match of men');
    expect(html).toContain('data-release="m6"');
    // mfe-account has no server build: its piece keeps its space, for the browser to fill.
    expect(html).toMatch(/data-piece="PackagesWidget" aria-busy="true" data-reserve="30rem"/);
    expect([...rendered]).toEqual(['mfe-matches/NextMatchStrip']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fails the server’s render when its owner cannot load, so the browser renders the page', async () => {
    load.mockRejectedValue(new Error('Failed to get manifest'));
    const { html } = await renderOnServer(homePage);
    expect(html).toContain('<!--$!-->');
  });

  it('keeps the server’s markup while the browser hydrates, until pieces may load, then hydrates it in place', async () => {
    load.mockResolvedValue({ release: 'm7', default: Strip });
    const { html } = await renderOnServer(homePage);
    forgetLoadedModules();
    load.mockClear();
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const serverStrip = container.querySelector('p');
    const recoverable = vi.fn();
    $remotePiecesMayLoad.set(false);
    let root: Root | undefined;
    await act(async () => {
      // As a browser has it: the server's renderer, in this same realm, leaves its value behind.
      root = hydrateRoot(
        container,
        <RenderedPiecesContext value={null}>
          <RepaintingHomePage />
        </RenderedPiecesContext>,
        {
          onRecoverableError: recoverable,
        },
      );
    });
    expect(load).not.toHaveBeenCalled();
    expect(container.querySelector('p')?.textContent).toBe('Next: next match of men');
    await act(async () => $remotePiecesMayLoad.set(true));
    await vi.waitFor(() => expect(load).toHaveBeenCalledWith('mfe-matches', 'NextMatchStrip', false));
    await act(async () => {});
    // The same node, now React's, and no mismatch reported.
    expect(container.querySelector('p')).toBe(serverStrip);
    expect(Object.keys(serverStrip ?? {}).some((key) => key.startsWith('__reactFiber'))).toBe(true);
    expect(recoverable).not.toHaveBeenCalled();
    act(() => root?.unmount());
    container.remove();
  });
});
