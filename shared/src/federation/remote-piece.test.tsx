import { $remotePiecesMayLoad } from '@club/shared/stores';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RemotePieceProps } from './pieces.ts';
import { REMOTE_UNAVAILABLE_TITLE, RETRY_LABEL } from './remote-boundary.tsx';
import { provideRemoteErrorReporter } from './remote-errors.ts';
import { RemotePiece } from './remote-piece.tsx';
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
