import { $runtimeConfig } from '@club/shared/config';
import { NO_PACKAGES_TEXT } from '@club/shared/contracts';
import { mockServices, serviceAddress, testRuntimeConfig } from '@club/shared/testing';
import { cleanup, render, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PackagesWidget } from './packages-widget.tsx';
import { planKind, planPrice } from './plan-list.tsx';

const PLANS_URL = serviceAddress('payments', '/library/packages');
const server = mockServices(
  http.get(PLANS_URL, () =>
    HttpResponse.json({
      SubscriptionPlanOptions: [
        {
          Id: 'audio-monthly',
          Title: 'Audio Monthly',
          Body: '<p>Live commentary</p><img src=x onerror="window.hacked=1">',
          Duration: null,
          AmountFormatted: '£3.99',
          PurchaseUrl: 'http://localhost:4000/payments/purchase/audio-monthly',
        },
        {
          Id: 'video-season',
          Title: 'Video Season',
          Body: '<p>Every match</p>',
          Duration: 'Yearly',
          AmountFormatted: '£79.99',
          PurchaseUrl: 'http://localhost:4000/payments/purchase/video-season',
        },
      ],
    }),
  ),
);

beforeEach(() => {
  const config = testRuntimeConfig();
  $runtimeConfig.set({ ...config, settings: { ...config.settings, packagesSource: 'payments-provider' } });
});
afterEach(cleanup);

describe('the payment-provider plan list (spec 001 §3, §7)', () => {
  it('derives Listen or Watch from the title and adds p/m to a monthly price', () => {
    expect(planKind({ Title: 'Season AUDIO pass' })).toEqual({ packageType: 'Listen', className: 'audio' });
    expect(planKind({ Title: 'Video Season' })).toEqual({ packageType: 'Watch', className: 'video' });
    expect(planPrice({ AmountFormatted: '£3.99', Duration: null })).toBe('£3.99 p/m');
    expect(planPrice({ AmountFormatted: '£79.99', Duration: 'Yearly' })).toBe('£79.99');
  });

  it('shows each plan with its kind, its sanitised body, its price and its purchase link', async () => {
    render(<PackagesWidget />);
    const audio = await screen.findByRole('article', { name: 'Audio Monthly' });
    expect(within(audio).getByText('Listen')).toBeTruthy();
    expect(within(audio).getByText('£3.99 p/m')).toBeTruthy();
    expect(within(audio).getByText('Live commentary')).toBeTruthy();
    expect(audio.querySelector('[onerror]')).toBeNull();
    expect(within(audio).getByRole('link', { name: 'Buy now: Audio Monthly' }).getAttribute('href')).toBe(
      'http://localhost:4000/payments/purchase/audio-monthly',
    );
    expect(within(screen.getByRole('article', { name: 'Video Season' })).getByText('Watch')).toBeTruthy();
  });

  it("says 'No packages available.' when the list fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get(PLANS_URL, () => HttpResponse.json({ errors: [] }, { status: 500 })));
    render(<PackagesWidget />);
    expect(await screen.findByText(NO_PACKAGES_TEXT)).toBeTruthy();
  });
});
