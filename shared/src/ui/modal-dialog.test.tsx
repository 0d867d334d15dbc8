import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ModalDialog } from './modal-dialog.tsx';

describe('ModalDialog', () => {
  it('is a named modal dialog that takes focus and closes on Escape and on a backdrop click', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <ModalDialog
        label="Search news"
        backdropLabel="Close search"
        onClose={onClose}
        data={{ 'data-kind': 'x' }}
      >
        <button type="button">Inside</button>
      </ModalDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Search news' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('data-kind')).toBe('x');
    expect(document.activeElement).toBe(dialog);

    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Close search' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('can be named by its heading', () => {
    render(
      <ModalDialog labelledBy="title" backdropLabel="Close" onClose={() => {}}>
        <h2 id="title">Go premium</h2>
      </ModalDialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Go premium' })).toBeTruthy();
  });
});
