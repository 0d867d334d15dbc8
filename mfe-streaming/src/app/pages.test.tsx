import { $runtimeConfig } from '@club/shared/config';
import type { VideoResult } from '@club/shared/contracts';
import {
  forgetLoadedModules,
  provideRemoteLoader,
  type RemotePieceProps,
  routeTree,
} from '@club/shared/federation';
import {
  $audioPlayer,
  $mediaPlayer,
  $pageKind,
  $videoPlayer,
  resetStoresForTests,
  setLoggedInUser,
} from '@club/shared/stores';
import { mockServices, serviceAddress, testRuntimeConfig } from '@club/shared/testing';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHILD_FRIENDLY_OFF_LABEL, childFriendlyHiddenText, VIDEO_LOCKED_LABEL } from '../constants.ts';
import { VideoSearchResults } from '../features/search/components/video-search-results.tsx';
import { LatestVideosRail } from '../features/videos/components/latest-videos-rail.tsx';
import { aVideo, feedAnswer } from '../testing/feed.ts';
import { routes } from './routes.tsx';

const released = (item: ReturnType<typeof aVideo>): VideoResult => ({
  ...item,
  publicationData: {
    ...item.publicationData,
    releaseFrom: item.publicationData.createdAt,
    startAt: item.publicationData.createdAt,
  },
});

const LIVE_ITEM = {
  ...aVideo('0_live0001', 'Live: Men’s Team v Eastport', { duration: 0, entitlements: ['*'] }),
};
LIVE_ITEM.mediaData = {
  ...LIVE_ITEM.mediaData,
  mediaType: 'Live',
  streamAssetId: 'live-video-first-team',
  liveMediaType: 'video',
};

const searchRequests: URL[] = [];
/** 30 results, answered 12 a page as the video search does. */
const ALL_RESULTS = Array.from({ length: 30 }, (_, n) => released(aVideo(`0_r${n}`, `Result ${n + 1}`)));

const server = mockServices(
  http.get(serviceAddress('feed', '/feed/:feedId/sections/'), ({ request, params }) => {
    const asked = new URL(request.url).searchParams.get('section');
    const feeds: Record<string, Parameters<typeof feedAnswer>[1]> = {
      '1': { latest: { title: 'Latest Videos', items: [aVideo('0_a', 'First'), aVideo('0_b', 'Second')] } },
      '2': {
        upcoming: { title: 'Coming up', items: [LIVE_ITEM] },
        recent: { title: 'Live and Replays', items: [aVideo('0_rep', 'Replay')] },
      },
      '3': { 'how-to': { title: 'How to watch', items: [aVideo('0_how', 'Casting to your TV')] } },
      '4': { packages: { title: 'What you get', items: [aVideo('0_pkg', 'The season pass')] } },
    };
    return HttpResponse.json(feedAnswer(String(params.feedId), feeds[String(params.feedId)] ?? {}, asked));
  }),
  http.get(serviceAddress('videos', '/categories'), () =>
    HttpResponse.json({
      data: [
        {
          id: 'interviews',
          attributes: { name: 'Interviews', slug: 'interviews', orderPosition: 3, videoCount: 1 },
        },
        {
          id: 'highlights',
          attributes: { name: 'Highlights', slug: 'highlights', orderPosition: 1, videoCount: 7 },
        },
        { id: 'classics', attributes: { name: 'Classic Matches', slug: 'classics', orderPosition: 7 } },
      ],
    }),
  ),
  http.get(serviceAddress('videos', '/videos/:entryId'), ({ params }) => {
    if (params.entryId === '0_shared')
      return HttpResponse.json({ data: released(aVideo('0_shared', 'A shared video')) });
    if (params.entryId === '0_live0001') return HttpResponse.json({ data: released(LIVE_ITEM) });
    return HttpResponse.json(
      { errors: [{ status: '404', code: 'not_found', title: 'Not found' }] },
      { status: 404 },
    );
  }),
  http.get(serviceAddress('videos', '/search'), ({ request }) => {
    const url = new URL(request.url);
    searchRequests.push(url);
    const size = Number(url.searchParams.get('page[size]'));
    const page = Number(url.searchParams.get('page[number]'));
    const q = url.searchParams.get('q') ?? '';
    const results = q.includes('Nothing') ? [] : q.includes('One') ? ALL_RESULTS.slice(0, 1) : ALL_RESULTS;
    return HttpResponse.json({
      data: results.slice(page * size, page * size + size),
      meta: {
        totalCount: results.length,
        pageSize: size,
        pageNumber: page,
        pageCount: Math.ceil(results.length / size),
      },
    });
  }),
  http.get(serviceAddress('webApi', '/v1/faqs'), () =>
    HttpResponse.json({
      data: [
        {
          id: 'general',
          title: 'General',
          items: [
            {
              heading: 'Where can I watch?',
              body: '<p>Anywhere <a href="/news">outside the UK</a>.</p><img src=x onerror="window.__xss=1"><script>window.__xss=1</script>',
            },
          ],
        },
      ],
    }),
  ),
  http.get(serviceAddress('webApi', '/v1/streamer-config'), () =>
    HttpResponse.json({
      data: {
        streamClubID: 'hcfc',
        brandName: 'Harbourside City TV',
        displayPackagesSection: true,
        displayVoucherSection: true,
        headings: {
          nextMatch: 'Upcoming Game',
          packages: 'Available Packages',
          voucher: 'Redeem a voucher code',
          fixtures: 'Upcoming Fixtures',
          troubleshooting: 'Having Trouble?',
        },
        hero: {
          title: 'Watch Northbridge FC live',
          text: 'Every match.',
          desktopImageKey: 'hero/d.jpg',
          mobileImageKey: 'hero/m.jpg',
        },
        voucher: { text: 'Been given a voucher code?', buttonText: 'Redeem' },
        playlist: {
          display: true,
          title: 'Replays',
          description: 'Full matches.',
          amount: 1,
          feedType: 'on-demand',
          feed: '1',
        },
        headerLinks: [],
        footerLinks: [],
        faqItems: [
          { heading: 'Can I watch from overseas?', body: '<p>Yes.</p><script>window.__xss=1</script>' },
        ],
      },
    }),
  ),
  http.get(serviceAddress('streams', '/config'), () =>
    HttpResponse.json({
      defaultLiveAudioAssetId: 'live-audio-first-team',
      defaultLiveVideoAssetId: 'live-video-first-team',
      supportContact: { email: 'support@club.test' },
      mediaRouting: {},
    }),
  ),
  http.get(serviceAddress('streams', '/streams/:assetId'), ({ params }) => {
    const audio = String(params.assetId).includes('audio');
    if (String(params.assetId).startsWith('nope'))
      return HttpResponse.json(
        { errors: [{ status: '404', code: 'not_found', title: 'Not found' }] },
        { status: 404 },
      );
    return HttpResponse.json({
      data: {
        id: params.assetId,
        type: 'streams',
        attributes: {
          title: audio ? 'Live commentary' : 'Live: Men’s Team v Eastport',
          description: 'The whole match.',
          mediaType: 'live-stream',
          kind: audio ? 'audio' : 'video',
          imageData: { posterImageKey: 'posters/p.jpg', offlineImageKey: 'offline/o.jpg' },
          assetData: { status: audio ? 'idle' : 'active', playbackIds: [{ id: 'pb' }], drm: !audio },
          accessData: { entitlements: ['*'] },
          geoData: { blockedCountries: [] },
        },
      },
    });
  }),
);

afterEach(() => {
  searchRequests.length = 0;
  resetStoresForTests();
});

function visit(path: string) {
  render(<RouterProvider router={createMemoryRouter(routeTree(routes), { initialEntries: [path] })} />);
}

/** A page's code loads on first visit (React.lazy); on a loaded machine that can outlast the 1 s default. */
const PAGE_LOAD = { timeout: 5000 };
const h1 = (name: string) => screen.findByRole('heading', { level: 1, name }, PAGE_LOAD);

describe('/videos/categories', () => {
  it("lists the categories under 'Categories', ascending by orderPosition, each opening its channel", async () => {
    visit('/videos/categories');

    await h1('Categories');
    const links = await screen.findAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Highlights', '/videos/channel/highlights'],
      ['Interviews', '/videos/channel/interviews'],
      ['Classic Matches', '/videos/channel/classics'],
    ]);
    expect(screen.getByText('7 videos')).toBeTruthy();
  });
});

describe('/videos/{videoID}', () => {
  it('opens the player on that video on a fresh load, and again from Watch Now once closed', async () => {
    visit('/videos/0_shared');

    await h1('A shared video');
    // The page opens the player in an effect after it has rendered the video.
    await vi.waitFor(() =>
      expect($mediaPlayer.get()).toMatchObject({
        modalOpen: true,
        currentVideoID: '0_shared',
        mediaType: 'OnDemand',
      }),
    );
    $mediaPlayer.setKey('modalOpen', false);

    await userEvent.click(screen.getByRole('button', { name: 'Watch Now' }));
    expect($mediaPlayer.get()).toMatchObject({ modalOpen: true, currentVideoID: '0_shared' });
  });

  it('is a 404 for a video that does not exist (or is not released yet)', async () => {
    visit('/videos/0_missing');

    expect(await screen.findByText('This page could not be found', {}, PAGE_LOAD)).toBeTruthy();
    expect($mediaPlayer.get().modalOpen).toBe(false);
  });

  it('sends a live entry to its live page, which opens the live video player', async () => {
    visit('/videos/0_live0001');

    await h1('Live: Men’s Team v Eastport');
    // The live page opens the player in an effect after it has rendered the asset.
    await vi.waitFor(() =>
      expect($mediaPlayer.get()).toMatchObject({
        modalOpen: true,
        mediaType: 'DrmLiveVideo',
        currentVideoID: 'live-video-first-team',
      }),
    );
  });
});

describe('/videos/player/{slug?}', () => {
  it("opens the player on the section's first video with the section as its playlist", async () => {
    visit('/videos/player/latest');

    await h1('Latest Videos');
    // The page opens the player in an effect after it has rendered the playlist.
    await vi.waitFor(() =>
      expect($mediaPlayer.get()).toMatchObject({
        modalOpen: true,
        currentVideoID: '0_a',
        currentSection: 'latest',
      }),
    );
    expect($videoPlayer.get()).toMatchObject({
      currentPlaylistTitle: 'Latest Videos',
      currentPlaylistQuery: 'latest',
    });
  });

  it('is a 404 for a playlist no feed has', async () => {
    visit('/videos/player/no-such-section');
    expect(await screen.findByText('This page could not be found', {}, PAGE_LOAD)).toBeTruthy();
  });
});

describe('/videos/faqs', () => {
  it("shows feed 3's videos and the FAQ groups, each answer's HTML sanitised", async () => {
    visit('/videos/faqs');

    await h1('FAQs');
    expect(await screen.findByRole('heading', { level: 2, name: 'How to watch' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'General' })).toBeTruthy();
    const question = screen.getByText('Where can I watch?');
    await userEvent.click(question);
    const answer = question.closest('details');
    expect(answer?.open).toBe(true);
    expect(
      within(answer as HTMLElement)
        .getByRole('link', { name: 'outside the UK' })
        .getAttribute('href'),
    ).toBe('/news');
    expect(answer?.querySelector('script')).toBeNull();
    expect(answer?.querySelector('[onerror]')).toBeNull();
  });
});

describe('/videos/subscriptions', () => {
  it("shows feed 4's videos under its title; the packages piece takes no room while its owner does not expose it", async () => {
    visit('/videos/subscriptions');

    await h1('Subscriptions');
    expect(await screen.findByRole('heading', { level: 2, name: 'What you get' })).toBeTruthy();
  });
});

describe('/live', () => {
  it("shows feed 2's sections; a live entry links to its live page, a replay opens the player", async () => {
    visit('/live');

    await h1('Live');
    expect(await screen.findByRole('heading', { level: 2, name: 'Coming up' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Live: Men’s Team v Eastport' }).getAttribute('href')).toBe(
      '/live/video/live-video-first-team',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Replay' }));
    expect($mediaPlayer.get()).toMatchObject({
      modalOpen: true,
      currentVideoID: '0_rep',
      currentSection: 'recent',
    });
  });

  it("locks a live entry for a signed-out visitor whatever it lists (spec 001 §3, §4 locked-content settings: login for '*')", async () => {
    server.use(
      http.get(serviceAddress('feed', '/feed/:feedId/sections/'), () =>
        HttpResponse.json({
          feedId: '2',
          title: 'Live',
          sections: [
            {
              id: 'upcoming',
              title: 'Coming up',
              itemData: [{ ...LIVE_ITEM, metaData: { ...LIVE_ITEM.metaData, SysEntryEntitlements: ['?'] } }],
            },
          ],
        }),
      ),
    );
    visit('/live');
    // The card as the page shows it now: read afresh, since the page may draw it again.
    const card = async () =>
      (await screen.findByRole('link', { name: 'Live: Men’s Team v Eastport' })).closest(
        'article',
      ) as HTMLElement;
    expect(within(await card()).getByRole('img', { name: VIDEO_LOCKED_LABEL })).toBeTruthy();
    act(() => setLoggedInUser({ userDisplayName: 'Sam', ssoID: 'sso-1', email: 'sam@club.test' }));
    await vi.waitFor(async () =>
      expect(within(await card()).queryByRole('img', { name: VIDEO_LOCKED_LABEL })).toBeNull(),
    );
  });
});

describe('/live/{mediaType}/{assetID?}', () => {
  it('opens the audio player on the default live audio asset, showing its offline image while idle (600x600)', async () => {
    visit('/live/audio');

    await h1('Live commentary');
    // The page opens the player in an effect once the asset has shown, which may run after the paint.
    await vi.waitFor(() =>
      expect($audioPlayer.get()).toMatchObject({ modalOpen: true, entryID: 'live-audio-first-team' }),
    );
    const image = screen.getByRole('presentation');
    expect(image.getAttribute('src')).toBe('http://localhost:4000/images/600x600/fit-in/offline/o.jpg');
    expect(image.getAttribute('width')).toBe('600');
  });

  it('is a 404 for a media type other than video or audio, or an unknown asset', async () => {
    visit('/live/podcast/x');
    expect(await screen.findByText('This page could not be found', {}, PAGE_LOAD)).toBeTruthy();
  });

  it('is a 404 for an unknown asset', async () => {
    visit('/live/video/nope');
    expect(await screen.findByText('This page could not be found', {}, PAGE_LOAD)).toBeTruthy();
    expect($mediaPlayer.get().modalOpen).toBe(false);
  });
});

describe('/videos/browse', () => {
  const lastQuery = () => searchRequests.at(-1)?.searchParams;

  it('in child-friendly mode asks only for the videos flagged for it, says how many it hid, and asks again once off (issue 21)', async () => {
    server.use(
      http.get(serviceAddress('videos', '/search'), ({ request }) => {
        const url = new URL(request.url);
        searchRequests.push(url);
        const hiding = url.searchParams.get('childFriendly') === 'true';
        const results = hiding ? ALL_RESULTS.slice(0, 10) : ALL_RESULTS.slice(0, 12);
        return HttpResponse.json({
          data: results,
          meta: {
            totalCount: results.length,
            pageSize: 12,
            pageNumber: 0,
            pageCount: 1,
            ...(hiding ? { childFriendlyHidden: 2 } : {}),
          },
        });
      }),
    );
    visit('/videos/browse');
    expect(await screen.findByText('Showing 10 results')).toBeTruthy();
    expect(lastQuery()?.get('childFriendly')).toBe('true');
    expect(screen.getByText(childFriendlyHiddenText(2), { exact: false })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: CHILD_FRIENDLY_OFF_LABEL }));
    expect(await screen.findByText('Showing 12 results')).toBeTruthy();
    expect(lastQuery()?.has('childFriendly')).toBe(false);
    expect(screen.queryByRole('button', { name: CHILD_FRIENDLY_OFF_LABEL })).toBeNull();
  });

  it("searches newest first, 12 a page from a start of publication, says 'Showing M of N results' and shows more on demand", async () => {
    visit('/videos/browse');

    await h1('Browse');
    expect(await screen.findByText('Showing 12 of 30 results')).toBeTruthy();
    // The results' titles are one level below the page's heading.
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(12);
    expect(Object.fromEntries(lastQuery() ?? [])).toEqual({
      'page[size]': '12',
      'page[number]': '0',
      q: 'publicationData.startAt:[* TO NOW]',
      sort: '-publicationData.startAt',
      // Child-friendly mode is on by default (issue 21): only videos flagged for it.
      childFriendly: 'true',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 24 of 30 results')).toBeTruthy();
    expect(lastQuery()?.get('page[number]')).toBe('1');
    // The cursor moves to the first video that arrived.
    expect(document.activeElement?.textContent).toBe('Result 13');

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 30 results')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('filters by words, team, season and length, building q with buildVideoSearchQuery', async () => {
    visit('/videos/browse');
    await screen.findByText('Showing 12 of 30 results');

    await userEvent.selectOptions(screen.getByLabelText('Team'), 'Lionesses');
    await userEvent.selectOptions(screen.getByLabelText('Season'), '2024/25');
    await userEvent.selectOptions(screen.getByLabelText('Duration'), 'Medium');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'cup{Enter}');

    await vi.waitFor(() =>
      expect(lastQuery()?.get('q')).toBe(
        'publicationData.startAt:[* TO NOW] AND tagData.teams:t18882 AND tagData.seasons:2024 AND assetData.duration:[300 TO 600] AND (metaData.title:"cup" OR metaData.tags:"cup")',
      ),
    );
  });

  it("offers the seasons from 2020 to the site's current season (runtime config), newest first", async () => {
    const config = testRuntimeConfig();
    $runtimeConfig.set({ ...config, settings: { ...config.settings, currentSeason: 2027 } });
    visit('/videos/browse');
    await h1('Browse');

    const seasons = within(screen.getByLabelText('Season'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(seasons).toEqual([
      'All seasons',
      '2027/28',
      '2026/27',
      '2025/26',
      '2024/25',
      '2023/24',
      '2022/23',
      '2021/22',
      '2020/21',
    ]);
  });

  it("says so when the search fails, and 'Try again' searches again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get(serviceAddress('videos', '/search'), () => HttpResponse.json({ data: 'broken' }), {
        once: true,
      }),
    );
    visit('/videos/browse');

    const alert = await screen.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Showing 12 of 30 results')).toBeTruthy();
  });

  it("says 'No results' when nothing matches", async () => {
    visit('/videos/browse?q=Nothing');
    expect(await screen.findByText('No results')).toBeTruthy();
  });
});

describe('/videos/channel/{slug?}', () => {
  it("lists a category's videos under its name, searching that category", async () => {
    visit('/videos/channel/highlights');

    await h1('Highlights');
    await screen.findByText('Showing 12 of 30 results');
    expect($pageKind.get()).toBe('video-category');
    expect(searchRequests.at(-1)?.searchParams.get('q')).toBe(
      'publicationData.startAt:[* TO NOW] AND metaData.categories:highlights',
    );
  });

  it('is a 404 for a channel that does not exist, and without a slug shows the categories', async () => {
    visit('/videos/channel/nothing-here');
    expect(await screen.findByText('This page could not be found', {}, PAGE_LOAD)).toBeTruthy();
  });
});

describe('the videoSearchResults piece (the search overlay on the streaming pages)', () => {
  function renderPiece(query: string, onNavigate = vi.fn()) {
    const router = createMemoryRouter(
      [{ path: '*', element: <VideoSearchResults query={query} onNavigate={onNavigate} /> }],
      { initialEntries: ['/videos'] },
    );
    render(<RouterProvider router={router} />);
    return onNavigate;
  }

  it("searches titles and tags for the words, newest first, and says 'Showing M of N results'", async () => {
    renderPiece('cup');
    expect(await screen.findByText('Showing 12 of 30 results')).toBeTruthy();
    expect(searchRequests.at(-1)?.searchParams.get('q')).toBe(
      'publicationData.startAt:[* TO NOW] AND (metaData.title:"cup" OR metaData.tags:"cup")',
    );
  });

  it("says 'Showing 1 result' when there is one", async () => {
    renderPiece('One');
    expect(await screen.findByText('Showing 1 result')).toBeTruthy();
  });

  it("says 'No results' when nothing matches", async () => {
    renderPiece('Nothing');
    expect(await screen.findByText('No results')).toBeTruthy();
  });

  it('opens a result in the player and tells the overlay to close', async () => {
    const onNavigate = renderPiece('cup');
    await userEvent.click(await screen.findByRole('link', { name: 'Result 1' }));
    expect(onNavigate).toHaveBeenCalled();
    expect($mediaPlayer.get()).toMatchObject({ modalOpen: true, currentVideoID: '0_r0' });
  });

  it('shows nothing for an empty query', () => {
    renderPiece('  ');
    expect(searchRequests).toHaveLength(0);
  });
});

describe('the latestVideosRail piece (the home page)', () => {
  it("shows feed 1's first section up to the limit, with a link to /videos", async () => {
    const router = createMemoryRouter([
      { path: '*', element: <LatestVideosRail heading="Latest videos" limit={1} /> },
    ]);
    render(<RouterProvider router={router} />);

    const rail = await screen.findByRole('region', { name: 'Latest videos' });
    expect(within(rail).getAllByRole('article')).toHaveLength(1);
    expect(
      within(rail)
        .getByRole('link', { name: /All videos/ })
        .getAttribute('href'),
    ).toBe('/videos');
  });

  it('in child-friendly mode leaves out the videos not flagged for it, and says how many (issue 21)', async () => {
    server.use(
      http.get(serviceAddress('feed', '/feed/:feedId/sections/'), () =>
        HttpResponse.json({
          feedId: '1',
          title: 'Videos',
          sections: [
            {
              id: 'latest',
              title: 'Latest Videos',
              itemData: [
                aVideo('raw', 'Straight after the defeat', { childFriendly: false }),
                aVideo('ok', 'Goals'),
              ],
            },
          ],
        }),
      ),
    );
    render(
      <RouterProvider
        router={createMemoryRouter([{ path: '*', element: <LatestVideosRail heading="Latest videos" /> }])}
      />,
    );
    const rail = await screen.findByRole('region', { name: 'Latest videos' });
    expect(
      within(rail)
        .getAllByRole('article')
        .map((article) => article.textContent),
    ).toEqual([expect.stringContaining('Goals')]);
    expect(within(rail).getByText(childFriendlyHiddenText(1), { exact: false })).toBeTruthy();
  });
});

describe('the streamer site page', () => {
  it('shows the hero and the sections at the anchors the header links to, in order', async () => {
    visit('/streamer');

    await h1('Watch Northbridge FC live');
    const sections = screen
      .getAllByRole('region')
      .map((region) => [region.id, within(region).getAllByRole('heading', { level: 2 })[0]?.textContent]);
    // The packages, voucher and fixtures pieces head their own sections (mfe-account, mfe-matches);
    // with no host in a unit test they show nothing, so only their anchors are here.
    expect(sections).toEqual([
      ['next-match', 'Upcoming Game'],
      ['videos', 'Replays'],
      ['troubleshooting', 'Having Trouble?'],
    ]);
    const anchors = ['next-match', 'packages', 'fixtures', 'videos', 'troubleshooting'];
    expect(
      [...document.querySelectorAll('[id]')]
        .map((element) => element.id)
        .filter((id) => anchors.includes(id)),
    ).toEqual(anchors);
    const troubleshooting = document.getElementById('troubleshooting') as HTMLElement;
    expect(within(troubleshooting).getByText('Can I watch from overseas?')).toBeTruthy();
    expect(troubleshooting.querySelector('script')).toBeNull();
  });

  it("lists the playlist's amount of videos from its feed", async () => {
    visit('/streamer');
    await h1('Watch Northbridge FC live');

    const replays = document.getElementById('videos') as HTMLElement;
    await within(replays).findByRole('article');
    expect(within(replays).getAllByRole('article')).toHaveLength(1);
  });

  it("mounts the site's one voucher form (mfe-account's voucherForm piece) with the config's words", async () => {
    const mounted: Array<RemotePieceProps['voucherForm']> = [];
    forgetLoadedModules();
    const loader = vi.fn(async (_remote: string, expose: string) =>
      expose === 'VoucherForm'
        ? {
            release: 'test',
            default: (props: RemotePieceProps['voucherForm']) => {
              mounted.push(props);
              return <section aria-label={props.heading}>voucher form</section>;
            },
          }
        : Promise.reject(new Error('not in this test')),
    );
    provideRemoteLoader(loader as unknown as Parameters<typeof provideRemoteLoader>[0]);
    try {
      visit('/streamer');
      await h1('Watch Northbridge FC live');
      expect(await screen.findByRole('region', { name: 'Redeem a voucher code' })).toBeTruthy();
      expect(mounted.at(-1)).toEqual({
        heading: 'Redeem a voucher code',
        text: 'Been given a voucher code?',
        buttonText: 'Redeem',
      });
    } finally {
      provideRemoteLoader(null);
    }
  });
});
