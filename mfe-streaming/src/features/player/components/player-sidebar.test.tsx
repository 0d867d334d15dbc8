import { $childFriendly, resetStoresForTests, setSpoilerFree } from '@club/shared/stores';
import { mockServices, serviceAddress } from '@club/shared/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHILD_FRIENDLY_OFF_LABEL, childFriendlyHiddenText } from '../../../constants.ts';
import { aVideo, videosFeed } from '../../../testing/feed.ts';
import { SIDEBAR_LATEST_TITLE, SIDEBAR_LOAD_LOG_MESSAGE, SIDEBAR_RELATED_TITLE } from '../constants.ts';
import { PlayerSidebar } from './player-sidebar.tsx';

const VIDEOS = Array.from({ length: 12 }, (_, index) => aVideo(`v${index + 1}`, `Video ${index + 1}`));
const asked: URLSearchParams[] = [];
const server = mockServices(
  http.get(serviceAddress('feed', '/feed/1/sections/'), ({ request }) => {
    asked.push(new URL(request.url).searchParams);
    return HttpResponse.json(videosFeed(VIDEOS));
  }),
);

afterEach(() => {
  asked.length = 0;
  resetStoresForTests();
});

const titles = (sidebar: HTMLElement) =>
  within(sidebar)
    .queryAllByRole('button')
    .map((button) => button.textContent)
    .filter((text) => text?.startsWith('Video'));

describe('the player sidebar (spec 001 §2, §7)', () => {
  it("is 'Related' for the section the video was opened from, up to 10 of it, page 0", async () => {
    render(<PlayerSidebar section="highlights" currentVideoID="v2" />);
    const sidebar = screen.getByRole('complementary', { name: SIDEBAR_RELATED_TITLE });
    await waitFor(() => expect(titles(sidebar)).toHaveLength(10));
    expect(Object.fromEntries(asked[0] ?? [])).toEqual({
      section: 'highlights',
      pageIndex: '0',
      pageSize: '10',
    });
    expect(
      within(sidebar)
        .getByRole('button', { name: /Video 2/ })
        .getAttribute('aria-current'),
    ).toBe('true');
  });

  it("is 'Latest' with no section, asking the feed for its first", async () => {
    render(<PlayerSidebar section={null} currentVideoID={null} />);
    expect(screen.getByRole('complementary', { name: SIDEBAR_LATEST_TITLE })).toBeTruthy();
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]?.has('section')).toBe(false);
  });

  it('logs a failed read and stays empty', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get(serviceAddress('feed', '/feed/1/sections/'), () => HttpResponse.json({}, { status: 500 })),
    );
    render(<PlayerSidebar section={null} currentVideoID={null} />);
    await waitFor(() => expect(error).toHaveBeenCalledWith(SIDEBAR_LOAD_LOG_MESSAGE, expect.anything()));
    expect(titles(screen.getByRole('complementary'))).toEqual([]);
  });

  it('in child-friendly mode leaves out the videos not flagged for it, says how many, and shows them once off', async () => {
    server.use(
      http.get(serviceAddress('feed', '/feed/1/sections/'), () =>
        HttpResponse.json(
          videosFeed([aVideo('v1', 'Video 1'), aVideo('v2', 'Video 2', { childFriendly: false })]),
        ),
      ),
    );
    render(<PlayerSidebar section={null} currentVideoID={null} />);
    const sidebar = screen.getByRole('complementary');
    await waitFor(() => expect(titles(sidebar)).toEqual(['Video 1']));
    expect(within(sidebar).getByText(childFriendlyHiddenText(1), { exact: false })).toBeTruthy();
    await userEvent.click(within(sidebar).getByRole('button', { name: CHILD_FRIENDLY_OFF_LABEL }));
    expect($childFriendly.get()).toBe(false);
    expect(titles(sidebar)).toEqual(['Video 1', 'Video 2']);
  });

  it('in spoiler-free mode writes the scores in its titles as v', async () => {
    server.use(
      http.get(serviceAddress('feed', '/feed/1/sections/'), () =>
        HttpResponse.json(videosFeed([aVideo('h', 'Highlights: Lionesses 3-1 Westmoor Ladies')])),
      ),
    );
    setSpoilerFree(true);
    render(<PlayerSidebar section={null} currentVideoID={null} />);
    const sidebar = screen.getByRole('complementary');
    expect(
      await within(sidebar).findByRole('button', { name: /Highlights: Lionesses v Westmoor Ladies/ }),
    ).toBeTruthy();
    expect(sidebar.textContent).not.toContain('3-1');
  });
});
