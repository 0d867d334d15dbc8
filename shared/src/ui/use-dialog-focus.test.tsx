import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useDialogFocus } from './use-dialog-focus.ts';

function Dialog({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useDialogFocus(ref, onClose);
  return (
    <div ref={ref} id="test-dialog" role="dialog" aria-label="Test" tabIndex={-1}>
      <button type="button">First</button>
      <button type="button">Last</button>
    </div>
  );
}

/** A one-field overlay: the field takes focus when it opens (if it is rendered at all). */
function FieldDialog({ onClose, withField }: { onClose: () => void; withField: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const field = useRef<HTMLInputElement>(null);
  useDialogFocus(ref, onClose, { initialFocus: field });
  return (
    <div ref={ref} id="test-dialog" role="dialog" aria-label="Test" tabIndex={-1}>
      {withField && <input ref={field} type="search" aria-label="Term" />}
      <button type="button">Submit</button>
      <button type="button">Close</button>
    </div>
  );
}

/** A one-field overlay whose field arrives once its content has loaded. */
function LateFieldDialog({ loading }: { loading: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const field = useRef<HTMLInputElement>(null);
  useDialogFocus(ref, () => {}, { initialFocus: field });
  return (
    <div ref={ref} role="dialog" aria-label="Test" tabIndex={-1}>
      <button type="button">Close</button>
      {loading ? <p>Loading</p> : <input ref={field} type="email" aria-label="Email" />}
    </div>
  );
}

function InnerDialog({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useDialogFocus(ref, onClose);
  return (
    <div ref={ref} role="dialog" aria-label="Inner" tabIndex={-1}>
      <button type="button">Inner first</button>
      <button type="button">Inner last</button>
    </div>
  );
}

/** An overlay that opens a second one from inside it (the packages overlay and its voucher overlay). */
function OuterDialog({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const [inner, setInner] = useState(false);
  useDialogFocus(ref, onClose);
  return (
    <div ref={ref} role="dialog" aria-label="Outer" tabIndex={-1}>
      <button type="button" onClick={() => setInner(true)}>
        Open inner
      </button>
      {inner && <InnerDialog onClose={() => setInner(false)} />}
    </div>
  );
}

function NestedDialogs() {
  const [outer, setOuter] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOuter(true)}>
        Open outer
      </button>
      {outer && <OuterDialog onClose={() => setOuter(false)} />}
    </>
  );
}

function Page({ dialog = 'plain' }: { dialog?: 'plain' | 'field' | 'field-missing' }) {
  const [open, setOpen] = useState(false);
  const onClose = () => setOpen(false);
  return (
    <>
      <button type="button" aria-controls="test-dialog" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && dialog === 'plain' && <Dialog onClose={onClose} />}
      {open && dialog !== 'plain' && <FieldDialog onClose={onClose} withField={dialog === 'field'} />}
    </>
  );
}

describe('useDialogFocus', () => {
  it('moves focus in, keeps Tab inside, closes on Escape and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(document.activeElement).toBe(screen.getByRole('dialog'));

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Last' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Last' }));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' }));
  });

  it('moves focus to initialFocus instead of the dialog, keeps Tab inside from there, and still gives focus back on Escape', async () => {
    const user = userEvent.setup();
    render(<Page dialog="field" />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const field = screen.getByRole('searchbox', { name: 'Term' });
    expect(document.activeElement).toBe(field);

    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await user.tab();
    expect(document.activeElement).toBe(field);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' }));
  });

  it('falls back to the dialog when the initialFocus element is not rendered', async () => {
    const user = userEvent.setup();
    render(<Page dialog="field-missing" />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(document.activeElement).toBe(screen.getByRole('dialog'));
  });

  it('gives focus to an initialFocus field that arrives after the dialog opened, if focus is still on the dialog', () => {
    const { rerender } = render(<LateFieldDialog loading />);
    expect(document.activeElement).toBe(screen.getByRole('dialog'));
    rerender(<LateFieldDialog loading={false} />);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email' }));
  });

  it('leaves focus where the user moved it when the initialFocus field arrives later', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<LateFieldDialog loading />);
    await user.tab();
    const close = screen.getByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(close);
    rerender(<LateFieldDialog loading={false} />);
    expect(document.activeElement).toBe(close);
  });

  it('with a dialog opened from inside another, Escape and Tab belong to the top one: Escape closes it alone', async () => {
    const user = userEvent.setup();
    render(<NestedDialogs />);
    await user.click(screen.getByRole('button', { name: 'Open outer' }));
    await user.click(screen.getByRole('button', { name: 'Open inner' }));
    expect(document.activeElement).toBe(screen.getByRole('dialog', { name: 'Inner' }));

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Inner first' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Inner last' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Inner first' }));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Inner' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open inner' }));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Outer' })).toBeNull();
  });
});
