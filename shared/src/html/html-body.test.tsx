import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HtmlBody } from './html-body.tsx';

describe('HtmlBody', () => {
  it('renders the text of a hostile body and nothing that runs', () => {
    const { container } = render(
      <HtmlBody
        html={'<p>Kick-off moved<img src=x onerror="window.hacked=1"></p><script>window.hacked=1</script>'}
      />,
    );
    expect(screen.getByText('Kick-off moved')).toBeTruthy();
    expect(container.querySelector('script, [onerror]')).toBeNull();
  });

  it('renders in the element asked for, with its attributes', () => {
    const { container } = render(<HtmlBody as="section" lang="ar" dir="rtl" html="<p>مرحبا</p>" />);
    const section = container.querySelector('section');
    expect(section?.getAttribute('dir')).toBe('rtl');
    expect(section?.textContent).toBe('مرحبا');
  });
});
