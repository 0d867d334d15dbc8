import { resetServiceCache } from '@club/shared/api';
import { FULL_MATCHES_CATEGORY, SPOILER_FREE_LABEL, type VideoItem } from '@club/shared/contracts';
import { routeTree } from '@club/shared/federation';
import { TITLE_SUFFIX } from '@club/shared/site';
import {
  $childFriendly,
  $mediaPlayer,
  $spoilerFree,
  $videoPlayer,
  resetStoresForTests,
  setChildFriendly,
  setEntitlements,
  setLoggedInUser,
} from '@club/shared/stores';
import { mockServices, serviceAddress } from '@club/shared/testing';
import { LOAD_ERROR_RETRY } from '@club/shared/ui';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/routes.tsx';
import {
  CHILD_FRIENDLY_OFF_LABEL,
  childFriendlyHiddenText,
  FEED_LOAD_LOG_MESSAGE,
  NO_VIDEOS_MESSAGE,
  VIDEO_LOCKED_LABEL,
  VIDEOS_LOAD_ERROR,
} from '../../../constants.ts';
import { $savedResumeEntries, recordResumeSave } from '../../../stores/resume-entries.ts';
import { aResumeEntry, aVideo, feedAnswer, videosFeed } from '../../../testing/feed.ts';
import { CONTINUE_WATCHING_LOG_MESSAGE, CONTINUE_WATCHING_TITLE } from '../constants.ts';

// The build defines the release label; the route table reads it when imported.

const LONG_TITLE = 'Full match replay: Northbridge v Eastport Athletic in the cup'; // 61 characters
const VIDEOS = [
  aVideo('open', 'Goal of the month nominees', { duration: 3599, entitlements: ['?'] }),
  aVideo('members', 'Training: finishing drills in the rain', { duration: 3600, entitlements: ['*'] }),
  aVideo('setting', 'Academy graduates: the first day', { duration: 5, entitlements: [] }),
  aVideo('paid', LONG_TITLE, { duration: 5520, entitlements: ['subscriber'] }),
];
const FEED_URL = serviceAddress('feed', '/feed/1/sections/');
const RESUME_URL = serviceAddress('videos', '/resume');
const requests: URL[] = [];
const server = mockServices(
  http.get(FEED_URL, ({ request }) => {
    requests.push(new URL(request.url));
    return HttpResponse.json(videosFeed(VIDEOS));
  }),
  http.get(RESUME_URL, ({ request }) => {
    requests.push(new URL(request.url));
    return HttpResponse.json({ data: [] });
  }),
);

afterEach(() => {
  requests.length = 0;
  resetStoresForTests();
  $savedResumeEntries.set({ ssoID: null, entries: {} });
});

function renderVideos() {
  render(<RouterProvider router={createMemoryRouter(routeTree(routes), { initialEntries: ['/videos'] })} />);
}

/** The card whose title (its accessible name) is `title`. */
const card = (title: string) => {
  const article = screen.getAllByRole('heading', { level: 3, name: title })[0]?.closest('article');
  if (!article) throw new Error(`no card for ${title}`);
  return within(article);
};
const isLocked = (title: string) => card(title).queryByRole('img', { name: VIDEO_LOCKED_LABEL }) !== null;

describe('/videos', () => {
  it("shows feed 1's sections as rails under the title 'Videos', asking for page 0 of 10 of each", async () => {
    server.use(
      http.get(FEED_URL, ({ request }) => {
        const asked = new URL(request.url).searchParams.get('section');
        requests.push(new URL(request.url));
        return HttpResponse.json(
          feedAnswer(
            '1',
            {
              latest: { title: 'Latest Videos', items: VIDEOS },
              highlights: { title: 'Highlights', items: [aVideo('h1', 'Cup goals')] },
              // An empty section is left out.
              interviews: { title: 'Interviews', items: [] },
            },
            asked,
          ),
        );
      }),
    );
    renderVideos();

    expect(screen.getByRole('heading', { level: 1, name: 'Videos' })).toBeTruthy();
    await screen.findByRole('heading', { level: 2, name: 'Highlights' });
    const rails = screen.getAllByRole('region').filter((region) => region.hasAttribute('data-section'));
    expect(rails.map((rail) => within(rail).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Latest Videos',
      'Highlights',
    ]);
    expect(within(rails[0] as HTMLElement).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(document.title).toBe(`Videos${TITLE_SUFFIX}`);
    // 'full-matches' is not in this feed: its answer is the feed's first section, which is not shown twice.
    expect(requests.map((url) => Object.fromEntries(url.searchParams))).toEqual(
      ['latest', 'highlights', 'full-matches', 'interviews'].map((section) => ({
        section,
        pageIndex: '0',
        pageSize: '10',
      })),
    );
  });

  it("makes the first rail's first image the one fetched first, and lazy-loads the rest", async () => {
    renderVideos();
    await screen.findByRole('heading', { level: 2 });

    const [first, second] = screen.getAllByRole('presentation');
    expect(first?.getAttribute('loading')).toBe('eager');
    expect(first?.getAttribute('fetchpriority')).toBe('high');
    expect(second?.getAttribute('loading')).toBe('lazy');
  });

  it("opens the player on a video through the player store with its rail as the playlist, or says 'Watch Now'", async () => {
    renderVideos();
    await screen.findByRole('heading', { level: 2 });

    expect(card('Goal of the month nominees').getByText('Watch Now')).toBeTruthy();
    expect(card(LONG_TITLE).queryByText('Watch Now')).toBeNull();
    const link = screen.getByRole('link', { name: 'Goal of the month nominees' });
    expect(link.getAttribute('href')).toBe('/videos/open');
    await userEvent.click(link);

    expect($mediaPlayer.get()).toMatchObject({
      modalOpen: true,
      mediaType: 'OnDemand',
      currentVideoID: 'open',
      currentVideoName: 'Goal of the month nominees',
      currentSection: 'latest',
    });
    expect($videoPlayer.get()).toMatchObject({
      currentPlaylistTitle: 'Latest Videos',
      currentPlaylistQuery: 'latest',
    });
  });

  it('shows each video with its thumbnail 300 wide and its duration as mm:ss, or hours and minutes over 3599 s', async () => {
    renderVideos();
    await screen.findByRole('heading', { level: 2 });

    const image = card('Goal of the month nominees').getByRole('presentation');
    expect(image.getAttribute('src')).toBe('http://localhost:4000/images/300x169/fit-in/videos/open.jpg');
    expect(image.getAttribute('width')).toBe('300');
    expect(card('Goal of the month nominees').getByText('59:59')).toBeTruthy();
    expect(card('Training: finishing drills in the rain').getByText('1h 00m')).toBeTruthy();
    expect(card('Academy graduates: the first day').getByText('00:05')).toBeTruthy();
    expect(card(LONG_TITLE).getByText('1h 32m').getAttribute('datetime')).toBe('PT1H32M');
  });

  it('cuts a title longer than 48 characters with an ellipsis, keeping the whole title as its name', async () => {
    renderVideos();
    await screen.findByRole('heading', { level: 2 });

    const heading = screen.getByRole('heading', { level: 3, name: LONG_TITLE });
    expect(heading.textContent).toBe('Full match replay: Northbridge v Eastport…');
  });

  it("locks everything but '?' videos for a visitor who is not logged in", async () => {
    renderVideos();
    await screen.findByRole('heading', { level: 2 });

    expect(isLocked('Goal of the month nominees')).toBe(false);
    expect(isLocked('Training: finishing drills in the rain')).toBe(true);
    expect(isLocked('Academy graduates: the first day')).toBe(true);
    expect(isLocked(LONG_TITLE)).toBe(true);
  });

  it('re-evaluates the locks when the user logs in and when their entitlements arrive', async () => {
    renderVideos();
    await screen.findByRole('heading', { level: 2 });

    act(() => setLoggedInUser({ userDisplayName: 'Sam', ssoID: 'sso-1', email: 'sam@club.test' }));
    expect(isLocked('Training: finishing drills in the rain')).toBe(false);
    expect(isLocked('Academy graduates: the first day')).toBe(false);
    expect(isLocked(LONG_TITLE)).toBe(true);

    act(() => {
      setEntitlements('sso-1', ['subscriber']);
    });
    expect(isLocked(LONG_TITLE)).toBe(false);
  });

  it('logs a failed feed read and offers to try again', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get(FEED_URL, () => HttpResponse.json({ errors: [] }, { status: 500 }), { once: true }));
    renderVideos();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(VIDEOS_LOAD_ERROR);
    expect(log).toHaveBeenCalledWith(FEED_LOAD_LOG_MESSAGE, expect.objectContaining({ status: 500 }));

    await userEvent.click(within(alert).getByRole('button', { name: LOAD_ERROR_RETRY }));

    expect(
      (await screen.findAllByRole('heading', { level: 2, name: 'Latest Videos' })).length,
    ).toBeGreaterThan(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('treats a feed answer that breaks the contract as a failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get(FEED_URL, () => HttpResponse.json({ sections: 'none' })));
    renderVideos();

    expect((await screen.findByRole('alert')).textContent).toContain(VIDEOS_LOAD_ERROR);
  });

  it('says so when the feed has no videos', async () => {
    server.use(http.get(FEED_URL, () => HttpResponse.json({ feedId: '1', title: 'Videos', sections: [] })));
    renderVideos();

    expect(await screen.findByText(NO_VIDEOS_MESSAGE)).toBeTruthy();
  });

  it('shows the 404 page for a path under /videos it does not know yet', async () => {
    render(
      <RouterProvider router={createMemoryRouter(routeTree(routes), { initialEntries: ['/live/a/b/c'] })} />,
    );

    expect(await screen.findByText('This page could not be found')).toBeTruthy();
  });

  describe("'Continue watching'", () => {
    const signIn = () => setLoggedInUser({ userDisplayName: 'Sam', ssoID: 'sso-1', email: 'sam@club.test' });
    const continueRail = () => screen.queryByRole('region', { name: CONTINUE_WATCHING_TITLE });
    const [open, members, , paid] = VIDEOS as [VideoItem, VideoItem, VideoItem, VideoItem];

    it('is not asked for, and not shown, for a signed-out visitor', async () => {
      renderVideos();
      await screen.findAllByRole('heading', { level: 2, name: 'Latest Videos' });
      expect(continueRail()).toBeNull();
      expect(requests.map((url) => url.pathname)).not.toContain(new URL(RESUME_URL).pathname);
    });

    it("comes above the feed's rails, newest first, each card saying how far the viewer got; a card opens the player", async () => {
      server.use(
        http.get(RESUME_URL, () =>
          HttpResponse.json({
            data: [
              aResumeEntry(paid, 65, '2026-11-20T10:00:00.000Z'),
              aResumeEntry(members, 600, '2026-11-19T10:00:00.000Z'),
            ],
          }),
        ),
      );
      signIn();
      renderVideos();
      const rail = await screen.findByRole('region', { name: CONTINUE_WATCHING_TITLE });
      const firstFeedRail = screen.getAllByRole('heading', { level: 2, name: 'Latest Videos' })[0];
      expect(
        rail.compareDocumentPosition(firstFeedRail as Node) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
      const titles = within(rail)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent);
      expect(titles).toEqual([expect.stringContaining('Full match replay'), members.metaData.title]);
      expect(within(rail).getByRole('progressbar', { name: 'Watched 01:05 of 1h 32m' })).toBeTruthy();
      expect(within(rail).getByRole('progressbar', { name: 'Watched 10:00 of 1h 00m' })).toBeTruthy();

      await userEvent.click(within(rail).getByRole('link', { name: members.metaData.title }));
      expect($mediaPlayer.get()).toMatchObject({
        modalOpen: true,
        currentVideoID: members.mediaData.entryId,
      });
      expect($videoPlayer.get()).toMatchObject({ entryPoint: 'continue-watching' });
    });

    it("is hidden with nothing to continue, and when the list cannot be read (logged); the feed's rails show either way", async () => {
      signIn();
      renderVideos();
      await screen.findAllByRole('heading', { level: 2, name: 'Latest Videos' });
      expect(continueRail()).toBeNull();

      // Another visit: the page's answers are not this one's.
      cleanup();
      resetStoresForTests();
      resetServiceCache();
      const log = vi.spyOn(console, 'error').mockImplementation(() => {});
      server.use(http.get(RESUME_URL, () => HttpResponse.json({ errors: [] }, { status: 500 })));
      signIn();
      renderVideos();
      await vi.waitFor(() =>
        expect(log).toHaveBeenCalledWith(CONTINUE_WATCHING_LOG_MESSAGE, expect.anything()),
      );
      expect(
        (await screen.findAllByRole('heading', { level: 2, name: 'Latest Videos' })).length,
      ).toBeGreaterThan(0);
      expect(continueRail()).toBeNull();
    });

    it('keeps the rails back until the list is read, so they do not move down when it comes', async () => {
      let answer: () => void = () => {};
      const answered = new Promise<void>((resolve) => {
        answer = resolve;
      });
      server.use(
        http.get(RESUME_URL, async () => {
          await answered;
          return HttpResponse.json({ data: [aResumeEntry(open, 30)] });
        }),
      );
      signIn();
      renderVideos();
      // The feed has answered long before the list does.
      await vi.waitFor(() => expect(requests.some((url) => url.pathname.endsWith('/sections/'))).toBe(true));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryAllByRole('heading', { level: 2, name: 'Latest Videos' })).toEqual([]);
      answer();
      await screen.findByRole('region', { name: CONTINUE_WATCHING_TITLE });
      expect(screen.getAllByRole('heading', { level: 2, name: 'Latest Videos' }).length).toBeGreaterThan(0);
    });

    it("shows what this tab's player saved at once: a video joins first, one watched to the end leaves", async () => {
      server.use(
        http.get(RESUME_URL, () =>
          HttpResponse.json({ data: [aResumeEntry(paid, 65, '2026-11-20T10:00:00.000Z')] }),
        ),
      );
      signIn();
      renderVideos();
      const rail = await screen.findByRole('region', { name: CONTINUE_WATCHING_TITLE });
      act(() =>
        recordResumeSave('sso-1', open.mediaData.entryId, aResumeEntry(open, 40, '2026-11-21T10:00:00.000Z')),
      );
      expect(within(rail).getAllByRole('heading', { level: 3 })[0]?.textContent).toBe(open.metaData.title);
      act(() => {
        recordResumeSave('sso-1', open.mediaData.entryId, null);
        recordResumeSave('sso-1', paid.mediaData.entryId, null);
      });
      expect(continueRail()).toBeNull();
    });

    it("never shows another account's saves", async () => {
      recordResumeSave('someone-else', open.mediaData.entryId, aResumeEntry(open, 40));
      signIn();
      renderVideos();
      await screen.findAllByRole('heading', { level: 2, name: 'Latest Videos' });
      expect(continueRail()).toBeNull();
    });
  });
});

describe('/videos in child-friendly mode (issue 21, beyond the spec)', () => {
  const RAW = aVideo('raw', 'Captain: straight after the defeat', { childFriendly: false });

  it('leaves out the videos not flagged child friendly, says how many, and shows them once the mode is off', async () => {
    server.use(http.get(FEED_URL, () => HttpResponse.json(videosFeed([...VIDEOS, RAW]))));
    renderVideos();
    await screen.findAllByRole('heading', { level: 2, name: 'Latest Videos' });
    expect(screen.queryByRole('heading', { level: 3, name: RAW.metaData.title })).toBeNull();
    expect(screen.getByText(childFriendlyHiddenText(1), { exact: false })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: CHILD_FRIENDLY_OFF_LABEL }));
    expect($childFriendly.get()).toBe(false);
    expect(screen.getByRole('heading', { level: 3, name: RAW.metaData.title })).toBeTruthy();
    expect(screen.queryByRole('button', { name: CHILD_FRIENDLY_OFF_LABEL })).toBeNull();

    // Back on (the global bar's switch): hidden again.
    act(() => setChildFriendly(true));
    expect(screen.queryByRole('heading', { level: 3, name: RAW.metaData.title })).toBeNull();
  });

  it('counts a hidden video once, though two rails list it', async () => {
    server.use(
      http.get(FEED_URL, ({ request }) => {
        const asked = new URL(request.url).searchParams.get('section');
        return HttpResponse.json(
          feedAnswer(
            '1',
            {
              latest: { title: 'Latest Videos', items: [...VIDEOS, RAW] },
              interviews: { title: 'Interviews', items: [RAW, ...VIDEOS.slice(0, 1)] },
            },
            asked,
          ),
        );
      }),
    );
    renderVideos();
    await screen.findAllByRole('heading', { level: 2, name: 'Interviews' });
    expect(screen.getByText(childFriendlyHiddenText(1), { exact: false })).toBeTruthy();
  });

  it('leaves a rail out whose videos are all hidden, and says nothing when none is', async () => {
    server.use(http.get(FEED_URL, () => HttpResponse.json(videosFeed([RAW]))));
    renderVideos();
    expect(await screen.findByText(NO_VIDEOS_MESSAGE)).toBeTruthy();
    expect(screen.getByText(childFriendlyHiddenText(1), { exact: false })).toBeTruthy();
    cleanup();
    resetServiceCache();
    server.use(http.get(FEED_URL, () => HttpResponse.json(videosFeed(VIDEOS))));
    renderVideos();
    await screen.findAllByRole('heading', { level: 2, name: 'Latest Videos' });
    expect(screen.queryByRole('button', { name: CHILD_FRIENDLY_OFF_LABEL })).toBeNull();
  });

  describe('in spoiler-free mode', () => {
    const HIGHLIGHTS = aVideo('h', 'Highlights: Lionesses 3-1 Westmoor Ladies', { duration: 455 });
    const REPLAY = aVideo('r', 'Full match replay: Lionesses v Westmoor Ladies', {
      duration: 5520,
      categories: [FULL_MATCHES_CATEGORY],
    });
    const headings = () =>
      screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent ?? '');

    it('is off at first: scores and lengths show', async () => {
      server.use(http.get(FEED_URL, () => HttpResponse.json(videosFeed([HIGHLIGHTS, REPLAY]))));
      renderVideos();
      await screen.findAllByRole('heading', { level: 2, name: 'Latest Videos' });
      expect(screen.getByRole('switch', { name: SPOILER_FREE_LABEL }).getAttribute('aria-checked')).toBe(
        'false',
      );
      expect(headings()).toContain('Highlights: Lionesses 3-1 Westmoor Ladies');
      expect(card(REPLAY.metaData.title).getByText('1h 32m')).toBeTruthy();
    });

    it("turned on by the page's switch, writes scores as v and hides a replay's length, but not others'", async () => {
      server.use(http.get(FEED_URL, () => HttpResponse.json(videosFeed([HIGHLIGHTS, REPLAY]))));
      renderVideos();
      await screen.findAllByRole('heading', { level: 2, name: 'Latest Videos' });
      await userEvent.click(screen.getByRole('switch', { name: SPOILER_FREE_LABEL }));

      expect($spoilerFree.get()).toBe(true);
      expect(headings()).toContain('Highlights: Lionesses v Westmoor Ladies');
      expect(headings().join(' ')).not.toMatch(/\d-\d/);
      expect(card('Highlights: Lionesses v Westmoor Ladies').getByText('07:35')).toBeTruthy();
      // Its artwork shows the title, score and all: blurred; the replay's picture is not.
      expect(card('Highlights: Lionesses v Westmoor Ladies').getByRole('presentation').className).toMatch(
        /spoilerBlur/,
      );
      expect(card(REPLAY.metaData.title).getByRole('presentation').className).toBe('');
      expect(card(REPLAY.metaData.title).queryByText('1h 32m')).toBeNull();
    });

    it("shows a replay's length once it has been played (the 'Continue watching' rail)", async () => {
      server.use(
        http.get(FEED_URL, () => HttpResponse.json(videosFeed([HIGHLIGHTS, REPLAY]))),
        http.get(RESUME_URL, () => HttpResponse.json({ data: [aResumeEntry(REPLAY, 65)] })),
      );
      act(() => $spoilerFree.set(true));
      setLoggedInUser({ userDisplayName: 'Sam', ssoID: 'sso-1', email: 'sam@club.test' });
      renderVideos();
      const rail = await screen.findByRole('region', { name: CONTINUE_WATCHING_TITLE });
      expect(within(rail).getByText('1h 32m')).toBeTruthy();
      const feedRail = screen
        .getAllByRole('region')
        .find((region) => region.getAttribute('data-section') === 'latest');
      expect(within(feedRail as HTMLElement).queryByText('1h 32m')).toBeNull();
    });
  });
});
