import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ModalDialog } from './modal-dialog.tsx';

/** A one-field overlay (search) and its opener. */
function OneFieldOverlay() {
  const [open, setOpen] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Search
      </button>
      {open && (
        <ModalDialog
          label="Search news"
          backdropLabel="Close search"
          onClose={() => setOpen(false)}
          initialFocus={field}
        >
          <button type="button">Before the field</button>
          <input ref={field} aria-label="Term" />
        </ModalDialog>
      )}
    </>
  );
}

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

  it('puts the cursor in the field named by initialFocus, so typing goes there at once; Escape still closes it and focus goes back to the opener', async () => {
    const user = userEvent.setup();
    render(<OneFieldOverlay />);
    const opener = screen.getByRole('button', { name: 'Search' });
    opener.focus();
    await user.keyboard('{Enter}');
    const field = screen.getByRole('textbox', { name: 'Term' });
    expect(document.activeElement).toBe(field);
    await user.keyboard('cup final');
    expect((field as HTMLInputElement).value).toBe('cup final');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
