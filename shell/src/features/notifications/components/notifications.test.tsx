import { resetStoresForTests, showAccountNotification, showErrorNotification } from '@club/shared/stores';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountNotification } from './account-notification.tsx';
import { ErrorNotification } from './error-notification.tsx';

beforeEach(() => {
  vi.useFakeTimers();
  resetStoresForTests();
});
afterEach(() => {
  resetStoresForTests();
  vi.useRealTimers();
});

describe('AccountNotification', () => {
  it('shows the message with a tick icon in a status region, and is gone at exactly 4000 ms', () => {
    render(<AccountNotification />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    act(() => showAccountNotification('Logged In'));
    expect(status.textContent).toBe('Logged In');
    expect(status.querySelector('svg[aria-hidden="true"]')).toBeTruthy();
    act(() => vi.advanceTimersByTime(3999));
    expect(status.textContent).toBe('Logged In');
    act(() => vi.advanceTimersByTime(1));
    expect(status.textContent).toBe('');
  });
});

describe('ErrorNotification', () => {
  const title = 'There was a problem connecting to the video service';
  const message = 'Please try again in a few minutes';

  it("shows title and message as an alert with 'Close' and 'Closing in 30'", () => {
    render(<ErrorNotification />);
    act(() => showErrorNotification(title, message));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(`${title}${message}`);
    expect(screen.getByText('Closing in 30')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('counts down once a second and closes at 0 (30 s)', () => {
    render(<ErrorNotification />);
    act(() => showErrorNotification(title, message));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('Closing in 29')).toBeTruthy();
    act(() => vi.advanceTimersByTime(28_000));
    expect(screen.getByText('Closing in 1')).toBeTruthy();
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByText('Closing in 1')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText(/^Closing in/)).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('closes on Close and stops counting', () => {
    render(<ErrorNotification />);
    act(() => showErrorNotification(title, message));
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText('Closing in 25')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });
});
