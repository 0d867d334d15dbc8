import { ICON_NAMES } from '@club/shared/contracts';
import { $remotePiecesMayLoad } from '@club/shared/stores';
import { act, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTROL_GLYPHS, ControlIcon, Icon } from './icon.tsx';

const pathOf = (container: HTMLElement) => container.querySelector('svg path')?.getAttribute('d');

afterEach(() => $remotePiecesMayLoad.set(true));

describe('Icon', () => {
  it('keeps its box from the start and draws the named glyph once it has loaded', async () => {
    const { container } = render(<Icon name="Ticket" />);
    const svg = container.querySelector('svg[data-icon="Ticket"]');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('width')).toBe('24');
    await waitFor(() =>
      expect(pathOf(container)).toBe('M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zM14 7v10'),
    );
  });

  it("waits while the page's own content has not shown", async () => {
    $remotePiecesMayLoad.set(false);
    const { container } = render(<Icon name="Home" />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pathOf(container)).toBeUndefined();
    act(() => $remotePiecesMayLoad.set(true));
    await waitFor(() => expect(pathOf(container)).toMatch(/^M3 11l9-7/));
  });

  it('shows nothing for an empty name, nor for one the set does not have once the set is there', async () => {
    const { container } = render(
      <>
        <Icon name="" />
        <Icon name="NoSuchIcon" />
        <Icon name="Home" />
      </>,
    );
    await waitFor(() => expect(container.querySelector('svg[data-icon="Home"] path')).not.toBeNull());
    expect([...container.querySelectorAll('svg')].map((svg) => svg.getAttribute('data-icon'))).toEqual([
      'Home',
    ]);
  });

  it('has a glyph for every name of the set', async () => {
    const { GLYPHS } = await import('./glyphs.ts');
    expect(Object.keys(GLYPHS).sort()).toEqual([...ICON_NAMES].sort());
    for (const glyph of Object.values(GLYPHS)) expect(glyph).toMatch(/^M[\d .,a-zA-Z-]+$/);
  });
});

describe('ControlIcon', () => {
  it("draws the control's glyph at once, hidden from screen readers", () => {
    const { container } = render(<ControlIcon glyph="search" />);
    expect(pathOf(container)).toBe(CONTROL_GLYPHS.search);
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});
