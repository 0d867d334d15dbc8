import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAROUSEL_NEXT, CAROUSEL_PREVIOUS, Carousel } from './carousel.tsx';

const scrollBy = vi.fn();
const reducedMotion = (reduce: boolean) =>
  vi
    .spyOn(window, 'matchMedia')
    .mockImplementation(
      (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }) as MediaQueryList,
    );

function renderCarousel(type: 'full-6' | 'full-4' | 'full-3' = 'full-4') {
  window.matchMedia ??= (() => ({ matches: false })) as unknown as typeof window.matchMedia;
  render(
    <Carousel label="Partners" type={type}>
      <p>One</p>
      <p>Two</p>
      <p>Three</p>
    </Carousel>,
  );
  const track = screen.getByRole('list');
  Object.defineProperty(track, 'clientWidth', { value: 600 });
  track.scrollBy = scrollBy as unknown as typeof track.scrollBy;
  return track;
}

afterEach(() => scrollBy.mockReset());

describe('Carousel', () => {
  it('shows its slides in a named region, as many per view as its type says', () => {
    const track = renderCarousel('full-6');
    expect(screen.getByRole('region', { name: 'Partners' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    // Its stylesheet sets the slides per view by type (no inline style: the CSP blocks them in server HTML).
    expect(screen.getByRole('region', { name: 'Partners' }).dataset.type).toBe('full-6');
    expect(track.getAttribute('style')).toBeNull();
  });

  it('moves a view at a time with the buttons and the arrow keys, gliding', async () => {
    reducedMotion(false);
    const track = renderCarousel();
    await userEvent.click(screen.getByRole('button', { name: CAROUSEL_NEXT }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 600, behavior: 'smooth' });
    await userEvent.click(screen.getByRole('button', { name: CAROUSEL_PREVIOUS }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -600, behavior: 'smooth' });
    fireEvent.keyDown(track, { key: 'ArrowRight' });
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 600, behavior: 'smooth' });
    expect(track.getAttribute('tabindex')).toBe('0');
  });

  it('jumps without motion when the visitor asks for reduced motion', () => {
    reducedMotion(true);
    const track = renderCarousel();
    fireEvent.keyDown(track, { key: 'ArrowLeft' });
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -600, behavior: 'auto' });
  });
});
