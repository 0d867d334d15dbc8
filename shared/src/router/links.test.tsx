import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { isActivePath, Link, NavLink } from './links.tsx';

/** Shows where the router is, and how it got there. */
function Where() {
  const location = useLocation();
  return (
    <output>
      {location.pathname}
      {location.search} {JSON.stringify(location.state)}
    </output>
  );
}

function renderAt(path: string, links: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              {links}
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('Link', () => {
  it('navigates in the page on a plain click, with its state, and has the real address', async () => {
    renderAt(
      '/news',
      <Link to="/videos?tab=2" state={{ from: 'news' }}>
        Videos
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Videos' });
    expect(link.getAttribute('href')).toBe('/videos?tab=2');
    await userEvent.click(link);
    expect(screen.getByRole('status').textContent).toBe('/videos?tab=2 {"from":"news"}');
  });

  it('resolves a relative path against the route', () => {
    renderAt('/news/latest', <Link to="archive">Archive</Link>);
    expect(screen.getByRole('link', { name: 'Archive' }).getAttribute('href')).toBe('/news/latest/archive');
  });

  it("leaves a modified click, another tab's link and a prevented click to the browser", async () => {
    const onClick = vi.fn((event: React.MouseEvent) => event.preventDefault());
    renderAt(
      '/news',
      <>
        <Link to="/teams">Teams</Link>
        <Link to="/matches" target="_blank">
          Matches
        </Link>
        <Link to="/videos" onClick={onClick}>
          Videos
        </Link>
      </>,
    );
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'Teams' }));
    await user.keyboard('{/Control}');
    await user.click(screen.getByRole('link', { name: 'Matches' }));
    await user.click(screen.getByRole('link', { name: 'Videos' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByRole('status').textContent).toBe('/news null');
  });

  it('keeps a link to another origin as it is, and takes a same-origin address as a path', async () => {
    renderAt(
      '/news',
      <>
        <Link to="https://tickets.example.org/buy">Tickets</Link>
        <Link to={`${window.location.origin}/teams`}>Teams</Link>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Tickets' }).getAttribute('href')).toBe(
      'https://tickets.example.org/buy',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Teams' }));
    expect(screen.getByRole('status').textContent).toBe('/teams null');
  });
});

describe('NavLink', () => {
  it('marks the link of the current page and of the pages below it, unless it ends there', () => {
    renderAt(
      '/news/some-story',
      <>
        <NavLink to="/news" className="item">
          News
        </NavLink>
        <NavLink to="/" end className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Home
        </NavLink>
      </>,
    );
    const news = screen.getByRole('link', { name: 'News' });
    expect(news.getAttribute('aria-current')).toBe('page');
    expect(news.className).toBe('item active');
    const home = screen.getByRole('link', { name: 'Home' });
    expect(home.getAttribute('aria-current')).toBeNull();
    expect(home.className).toBe('off');
  });
});

describe('isActivePath', () => {
  it.each([
    ['/news', '/news', false, true],
    ['/news/x', '/news', false, true],
    ['/news/x', '/news', true, false],
    ['/newsroom', '/news', false, false],
    ['/News/x', '/news/', false, true],
    ['/news', '/', false, false],
    ['/', '/', true, true],
  ])('%s against a link to %s (end %s): %s', (location, to, end, active) => {
    expect(isActivePath(location, to, end)).toBe(active);
  });
});
