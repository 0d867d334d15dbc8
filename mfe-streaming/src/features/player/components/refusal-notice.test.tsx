import { provideAccessTokens } from '@club/shared/api';
import { SESSION_CHECK_ERRORS } from '@club/shared/contracts';
import { mockServices, serviceAddress } from '@club/shared/testing';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STOP_OTHER_DEVICES_FAILED, STOP_OTHER_DEVICES_LABEL } from '../constants.ts';
import { refusalFromSessionCheck } from '../lib/refusal.ts';
import { RefusalNotice } from './refusal-notice.tsx';

const ended: Array<string | null> = [];
let answer: () => Response = () => HttpResponse.json({ data: { attributes: { ended: 2 } } });
mockServices(
  http.delete(serviceAddress('streams', '/sessions'), ({ request }) => {
    ended.push(request.headers.get('authorization'));
    return answer();
  }),
);

let unregister = () => {};
beforeEach(() => {
  unregister = provideAccessTokens({ current: async () => 'access-1', renew: async () => null });
});
afterEach(() => {
  cleanup();
  unregister();
  ended.length = 0;
});

const overLimit = refusalFromSessionCheck(
  { code: 'ERR_54648_1', detail: null, availableAt: null, sessions: { open: 2, limit: 2 } },
  { live: true },
);

function renderNotice(onRetry: () => void) {
  const router = createMemoryRouter([
    { path: '*', element: <RefusalNotice refusal={overLimit} onRetry={onRetry} /> },
  ]);
  render(<RouterProvider router={router} />);
}

describe('the concurrency refusal (spec 001 §8 ERR_54648_1; issue 19)', () => {
  it('says how many devices are watching and stops the other playbacks, then asks again', async () => {
    const onRetry = vi.fn();
    renderNotice(onRetry);
    expect(screen.getByRole('alert').textContent).toContain(SESSION_CHECK_ERRORS.ERR_54648_1.title);
    expect(screen.getByRole('alert').textContent).toContain('2 devices are watching on this account now');
    await userEvent.click(screen.getByRole('button', { name: STOP_OTHER_DEVICES_LABEL }));
    await waitFor(() => expect(onRetry).toHaveBeenCalledTimes(1));
    expect(ended).toEqual(['Bearer access-1']);
  });

  it('says so when the other devices could not be stopped, and does not ask again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answer = () => HttpResponse.json({ errors: [] }, { status: 503 });
    const onRetry = vi.fn();
    renderNotice(onRetry);
    await userEvent.click(screen.getByRole('button', { name: STOP_OTHER_DEVICES_LABEL }));
    expect(await screen.findByText(STOP_OTHER_DEVICES_FAILED)).toBeTruthy();
    expect(onRetry).not.toHaveBeenCalled();
  });
});
