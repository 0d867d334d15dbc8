import { forgetLoadedModules, provideRemoteLoader, type RemotePieceProps } from '@club/shared/federation';
import { $lockBackground, $searchOpen, openSearch, resetStoresForTests } from '@club/shared/stores';
import { mockServices, serviceAddress } from '@club/shared/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSearch } from '../stores/search.ts';
import { SearchPanel } from './search-panel.tsx';

const SEARCH = serviceAddress('webApi', '/v1/news/search');
const server = mockServices();

const hit = (n: number) => ({
  slug: `story-${n}`,
  title: `Story ${n}`,
  published_date: '2026-10-01T12:00:00Z',
  categories: ['Lionesses', 'News'],
  imageData: { key: `news/story-${n}.jpg` },
});

function newsWith(found: number, answerAfterMs = 0) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(SEARCH, async ({ request }) => {
      if (answerAfterMs > 0) await delay(answerAfterMs);
      const params = new URL(request.url).searchParams;
      asked.push(params);
      const start = Number(params.get('start'));
      const count = Math.max(0, Math.min(Number(params.get('size')), found - start));
      return HttpResponse.json({
        hits: { found, hit: Array.from({ length: count }, (_, i) => hit(start + i + 1)) },
      });
    }),
  );
  return asked;
}

function renderPanel(path = '/') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <button type="button" aria-controls="search-panel" onClick={openSearch}>
              Open search
            </button>
            <SearchPanel />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

async function openAndSearch(term: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Open search' }));
  const dialog = screen.getByRole('dialog', { name: 'Search news' });
  if (term) await user.type(within(dialog).getByRole('searchbox', { name: 'Search' }), term);
  await user.click(within(dialog).getByRole('button', { name: 'Submit search' }));
  return { user, dialog };
}

beforeEach(() => {
  resetStoresForTests();
  resetSearch();
});
afterEach(() => {
  resetSearch();
});

describe('SearchPanel', () => {
  it('is closed until openSearch, then a labelled modal dialog with focus inside that locks the background', async () => {
    renderPanel();
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open search' }));
    const dialog = screen.getByRole('dialog', { name: 'Search news' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect($lockBackground.get()).toBe(true);
    expect(within(dialog).getByRole('combobox', { name: 'Match' })).toBeTruthy();
    expect(within(dialog).getByRole('option', { name: 'All results' })).toBeTruthy();
    expect(within(dialog).getByRole('option', { name: 'Exact Matches' })).toBeTruthy();
    expect(within(dialog).getByRole('option', { name: 'Date Added' })).toBeTruthy();
    expect(within(dialog).getByRole('option', { name: 'Relevance' })).toBeTruthy();
  });

  it('opened from the keyboard, puts the cursor in the search field: typing and Enter search at once', async () => {
    const asked = newsWith(3);
    renderPanel();
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: 'Open search' });
    opener.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Search news' });
    const field = within(dialog).getByRole('searchbox', { name: 'Search' });
    expect(document.activeElement).toBe(field);

    await user.keyboard('cup{Enter}');
    expect(await within(dialog).findAllByRole('article')).toHaveLength(3);
    expect(asked.at(-1)?.get('query')).toBe('cup');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('shows the loader, then each result with its image, category, date and a title linking to the article', async () => {
    newsWith(54, 50);
    renderPanel();
    const { dialog } = await openAndSearch('the');
    expect(within(dialog).getByRole('status').textContent).toContain('Searching');
    const items = await within(dialog).findAllByRole('article');
    expect(items).toHaveLength(8);
    const first = items[0] as HTMLElement;
    expect(within(first).getByText('Lionesses')).toBeTruthy();
    expect(within(first).getByText('01 10 2026')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Story 1' }).getAttribute('href')).toBe('/news/story-1');
    const image = first.querySelector('img');
    expect(image?.getAttribute('src')).toBe('http://localhost:4000/images/400x400/fit-in/news/story-1.jpg');
    expect(image?.getAttribute('width')).toBe('400');
    expect(image?.getAttribute('height')).toBe('400');
    expect(within(dialog).getByText('Displaying 1 - 8 of 54 Result(s)')).toBeTruthy();
    // The count and the pages close the results; they are no contentinfo landmark beside the page's footer.
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('pages with the arrows and numbered pages in the spec window, and disables the arrows at the ends', async () => {
    newsWith(54);
    renderPanel();
    const { user, dialog } = await openAndSearch('the');
    await within(dialog).findByText('Displaying 1 - 8 of 54 Result(s)');
    const pages = () =>
      within(within(dialog).getByRole('navigation', { name: 'Search results pages' }))
        .getAllByRole('button', { name: /^Page / })
        .map((button) => button.textContent);
    expect(pages()).toEqual(['1', '2', '3', '4', '5']);
    expect(within(dialog).getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(
      (within(dialog).getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled,
    ).toBe(true);

    await user.click(within(dialog).getByRole('button', { name: 'Next page' }));
    await within(dialog).findByText('Displaying 9 - 16 of 54 Result(s)');

    await user.click(within(dialog).getByRole('button', { name: 'Page 5' }));
    await within(dialog).findByText('Displaying 33 - 40 of 54 Result(s)');
    expect(pages()).toEqual(['3', '4', '5', '6', '7']);

    await user.click(within(dialog).getByRole('button', { name: 'Page 7' }));
    await within(dialog).findByText('Displaying 49 - 54 of 54 Result(s)');
    expect(pages()).toEqual(['3', '4', '5', '6', '7']);
    expect((within(dialog).getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('re-runs from page one with Exact Matches and with Relevance', async () => {
    const asked = newsWith(54);
    renderPanel();
    const { user, dialog } = await openAndSearch('the season');
    await within(dialog).findByText('Displaying 1 - 8 of 54 Result(s)');
    await user.click(within(dialog).getByRole('button', { name: 'Page 2' }));
    await within(dialog).findByText('Displaying 9 - 16 of 54 Result(s)');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Match' }), 'Exact Matches');
    await within(dialog).findByText('Displaying 1 - 8 of 54 Result(s)');
    expect(asked.at(-1)?.get('query')).toBe('\\"the season\\"');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Sort by' }), 'Relevance');
    await waitFor(() => expect(asked.at(-1)?.get('sort')).toBe('_score desc'));
  });

  it("shows 'No results found' when nothing matches", async () => {
    newsWith(0);
    renderPanel();
    const { dialog } = await openAndSearch('zzzz');
    expect(await within(dialog).findByText('No results found')).toBeTruthy();
    expect(within(dialog).queryByText(/^Displaying/)).toBeNull();
  });

  it("shows 'No results found' when the search fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get(SEARCH, () => HttpResponse.error()));
    renderPanel();
    const { dialog } = await openAndSearch('the');
    expect(await within(dialog).findByText('No results found')).toBeTruthy();
  });

  it('closes on the close button and gives focus back to the button that opened it', async () => {
    renderPanel();
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: 'Open search' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close search' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect($searchOpen.get()).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('closes on a backdrop click and on Escape', async () => {
    renderPanel();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    await user.click(screen.getByRole('button', { name: 'Close the search panel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab inside the panel', async () => {
    renderPanel();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 8; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('closes on any route change', async () => {
    const router = renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Open search' }));
    await act(() => router.navigate('/teams'));
    expect(screen.queryByRole('dialog')).toBeNull();
    openSearch();
    await screen.findByRole('dialog');
    await act(() => router.navigate('/teams?season=2025'));
    expect($searchOpen.get()).toBe(false);
  });

  it('stays open when it mounts already opened (its code loads when search is first opened)', async () => {
    openSearch();
    renderPanel();
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect($searchOpen.get()).toBe(true);
  });

  it("closes when a result's link is followed", async () => {
    newsWith(3);
    const router = renderPanel();
    const { user, dialog } = await openAndSearch('');
    await user.click(await within(dialog).findByRole('link', { name: 'Story 2' }));
    expect(router.state.location.pathname).toBe('/news/story-2');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

/** Stands in for mfe-streaming's videoSearchResults piece: the query it was given, and its onNavigate. */
function FakeVideoResults(props: RemotePieceProps['videoSearchResults']) {
  return props.query ? (
    <button type="button" onClick={props.onNavigate}>
      {`Videos for ${props.query}`}
    </button>
  ) : null;
}

describe('on the streaming pages', () => {
  const load = vi.fn();
  beforeEach(() => {
    forgetLoadedModules();
    provideRemoteLoader(load);
  });
  afterEach(() => provideRemoteLoader(null));

  it("searches videos: the submitted words go to mfe-streaming's videoSearchResults piece, and opening a result closes the panel", async () => {
    load.mockResolvedValue({ release: 's1', default: FakeVideoResults });
    const asked = newsWith(3);
    renderPanel('/videos/browse');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    const dialog = screen.getByRole('dialog', { name: 'Search videos' });
    // The news search's own options do not apply to videos.
    expect(within(dialog).queryByRole('combobox')).toBeNull();
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search' }), 'cup final');
    await user.click(within(dialog).getByRole('button', { name: 'Submit search' }));

    await user.click(await within(dialog).findByRole('button', { name: 'Videos for cup final' }));
    expect(load).toHaveBeenCalledWith('mfe-streaming', 'VideoSearchResults', false);
    expect(asked).toHaveLength(0);
    expect($searchOpen.get()).toBe(false);
  });
});
