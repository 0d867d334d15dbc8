import { describe, expect, it } from 'vitest';
import { defaultPageTitle, isNewsItemPath, readableSlug, routeBodyClass, routeName } from './route-table.ts';

describe('routeName', () => {
  it.each([
    ['/', 'index'],
    ['/news', 'news'],
    ['/news/', 'news'],
    ['/news/cup-final-report', 'news-slug'],
    ['/news/2024', 'news-year'],
    ['/news/2024/cup-final-report', 'news-year-slug'],
    ['/news/2024/05', 'news-year-month'],
    ['/news/2024/05/cup-final-report', 'news-year-month-slug'],
    ['/news/2024/05/18', 'news-year-month-day'],
    ['/news/2024/05/18/cup-final-report', 'news-year-month-day-slug'],
    ['/category', 'category'],
    ['/category/arabic', 'category-category'],
    ['/matches', 'matches'],
    ['/matches/lionesses/2025-26', 'matches-team-season'],
    ['/match/mens-team/2025-26/m-101', 'match-team-season-matchid'],
    ['/teams/lionesses', 'teams-team'],
    ['/players/jane-doe', 'players-player'],
    ['/players/lionesses/jane-doe', 'players-team-player'],
    ['/videos', 'videos'],
    ['/videos/browse', 'videos-browse'],
    ['/videos/channel/highlights', 'videos-channel-slug'],
    ['/videos/0_abc123', 'videos-videoid'],
    ['/live/audio/asset-1', 'live-mediatype-assetid'],
    ['/account/login', 'account-login'],
    ['/the-club', 'slug'],
    ['/the-club/history', 'subpage1-slug'],
    ['/the-club/equality/policies/2025/report', 'subpage1-subpage2-subpage3-subpage4-slug'],
  ])('names %s %s', (path, name) => {
    expect(routeName(path)).toBe(name);
  });

  it("names a path the spec's route table does not list 'not-found'", () => {
    expect(routeName('/teams/lionesses/squad/extra')).toBe('not-found');
    expect(routeName('/a/b/c/d/e/f')).toBe('not-found');
  });
});

describe('routeBodyClass', () => {
  it("is 'route-' and the route's name", () => {
    expect(routeBodyClass('/')).toBe('route-index');
    expect(routeBodyClass('/news')).toBe('route-news');
    expect(routeBodyClass('/news/cup-final-report')).toBe('route-news-slug');
    expect(routeBodyClass('/the-club/cookies')).toBe('route-subpage1-slug');
  });
});

describe('isNewsItemPath', () => {
  it('holds for a single article by its slug or a legacy path, not for listings or other pages', () => {
    expect(isNewsItemPath('/news/cup-final-report')).toBe(true);
    expect(isNewsItemPath('/news/2024/05/18/cup-final-report')).toBe(true);
    expect(isNewsItemPath('/news/2024/cup-final-report')).toBe(true);
    expect(isNewsItemPath('/news/2024')).toBe(false);
    expect(isNewsItemPath('/news/2024/05/18')).toBe(false);
    expect(isNewsItemPath('/news')).toBe(false);
    expect(isNewsItemPath('/teams/lionesses')).toBe(false);
    expect(isNewsItemPath('/newsletter')).toBe(false);
  });
});

describe('defaultPageTitle', () => {
  it('names a section by its name and a page by its slug made readable', () => {
    expect(defaultPageTitle('/')).toBe('Home');
    expect(defaultPageTitle('/news')).toBe('News');
    expect(defaultPageTitle('/news/cup-final-report')).toBe('Cup Final Report');
    expect(defaultPageTitle('/news/2024/05')).toBe('News');
    expect(defaultPageTitle('/match/mens-team/2025-26/m-101')).toBe('Match Centre');
    expect(defaultPageTitle('/videos/browse')).toBe('Browse');
    expect(defaultPageTitle('/the-club/privacy-notice')).toBe('Privacy Notice');
    expect(defaultPageTitle('/category/arabic')).toBe('Arabic');
  });

  it('names a path the table does not list by its last segment', () => {
    expect(defaultPageTitle('/teams/lionesses/squad/extra')).toBe('Extra');
  });

  it('reads an escaped slug', () => {
    expect(readableSlug('caf%C3%A9')).toBe('Caf%C3%A9');
    expect(defaultPageTitle('/news/caf%C3%A9-opening')).toBe('Café Opening');
  });
});
