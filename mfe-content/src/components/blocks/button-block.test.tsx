import { BUTTON_STYLES, HEADING_TAGS, ICON_NAMES } from '@club/shared/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ButtonBlock } from './button-block.tsx';

// Vitest hands CSS modules over as class names only, so the stylesheet is read from disk, with
// Node's modules typed here by hand (mfe-content's TypeScript has no Node types).
const { readFileSync } = (await import('node:fs' as string)) as {
  readFileSync: (path: string, encoding: 'utf8') => string;
};
const { createRequire } = (await import('node:module' as string)) as {
  createRequire: (from: string) => { resolve: (id: string) => string };
};

describe('ButtonBlock', () => {
  it('links a label in its heading tag, with its icon on the chosen side, drawn once loaded', async () => {
    const { container } = render(
      <MemoryRouter>
        <ButtonBlock
          label="Buy tickets"
          to="/tickets"
          icon="Ticket"
          iconAlignment="right"
          headingTag="h3"
          buttonStyle="ghost-dark"
        />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Buy tickets' });
    expect(link.getAttribute('href')).toBe('/tickets');
    expect(link.getAttribute('data-style')).toBe('ghost-dark');
    expect(screen.getByRole('heading', { level: 3, name: 'Buy tickets' })).toBeTruthy();
    const icon = container.querySelector('svg[data-icon="Ticket"]');
    expect(icon?.previousElementSibling?.textContent).toBe('Buy tickets');
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
    await waitFor(() => expect(icon?.querySelector('path')?.getAttribute('d')).toContain('M3 7h18'));
  });

  it('opens another site in a new tab when flagged, and shows no icon for an empty or unknown name', async () => {
    const { container } = render(
      <MemoryRouter>
        <ButtonBlock label="Store" to="https://store.example/" newTab icon="NoSuchIcon" headingTag="span" />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Store' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    // An unknown name keeps no box once the set has loaded.
    await waitFor(() => expect(container.querySelector('svg')).toBeNull());
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it("knows about 70 icons, the spec's examples among them", () => {
    expect(ICON_NAMES.length).toBeGreaterThanOrEqual(65);
    for (const name of ['Account', 'Article', 'Audio', 'Calendar', 'Tick', 'Video'])
      expect(ICON_NAMES).toContain(name);
  });

  it('puts its label in each heading tag an editor may choose, h1 to h6 or a span', () => {
    for (const tag of HEADING_TAGS) {
      const { container, unmount } = render(
        <MemoryRouter>
          <ButtonBlock label="Tickets" to="/tickets" headingTag={tag} />
        </MemoryRouter>,
      );
      expect(container.firstElementChild?.localName, tag).toBe(tag);
      unmount();
    }
  });

  it('draws each of the six styles its own way', () => {
    const css = readFileSync(createRequire(import.meta.url).resolve('./button-block.module.css'), 'utf8');
    const looks = BUTTON_STYLES.map((style) => {
      const rule = new RegExp(`\\.button\\[data-style="${style}"\\]\\s*\\{([^}]*)\\}`).exec(css);
      expect(rule, style).not.toBeNull();
      return (rule?.[1] ?? '').replace(/\s+/g, ' ').trim();
    });
    expect(new Set(looks).size).toBe(BUTTON_STYLES.length);
  });
});
