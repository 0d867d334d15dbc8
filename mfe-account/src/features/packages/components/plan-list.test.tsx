import { $runtimeConfig } from '@club/shared/config';
import { NO_PACKAGES_TEXT } from '@club/shared/contracts';
import { mockServices, serviceAddress, testRuntimeConfig } from '@club/shared/testing';
import { cleanup, render, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MEMBERSHIPS_URL, PACKAGES_WIDGET_URL, WIDGET_DATA } from '../../../testing/packages.ts';
import { resetWidgetDataForTests } from '../stores/widget-data.ts';
import { PackagesWidget } from './packages-widget.tsx';
import { planKind, planPictureKind, planPrice } from './plan-list.tsx';

/** The widget data's StyleData per plan kind (spec 001 §3: yearly audio, monthly audio, video). */
const PLAN_STYLES: typeof WIDGET_DATA.planStyles = {
  'yearly-audio': {
    displayType: 'background-image',
    icon: 'Audio',
    customLabel: 'Best value',
    styleMode: 'dark',
    backgroundImageKey: 'packages/plan-yearly-audio-background.jpg',
  },
  'monthly-audio': {
    displayType: 'icon-only',
    icon: 'Audio',
    customLabel: null,
    styleMode: 'light',
    backgroundImageKey: null,
  },
  video: {
    displayType: 'background-image',
    icon: 'Video',
    customLabel: 'All season',
    styleMode: 'dark',
    backgroundImageKey: 'packages/plan-video-background.jpg',
  },
};

const PLANS_URL = serviceAddress('payments', '/library/packages');
const server = mockServices(
  http.get(PACKAGES_WIDGET_URL, () =>
    HttpResponse.json({ data: { ...WIDGET_DATA, planStyles: PLAN_STYLES } }),
  ),
  http.get(MEMBERSHIPS_URL, () => HttpResponse.json({ data: [] })),
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
afterEach(() => {
  cleanup();
  resetWidgetDataForTests();
});

describe('the payment-provider plan list (spec 001 §3, §7)', () => {
  it('derives Listen or Watch from the title and adds p/m to a monthly price', () => {
    expect(planKind({ Title: 'Season AUDIO pass' })).toEqual({ packageType: 'Listen', className: 'audio' });
    expect(planKind({ Title: 'Video Season' })).toEqual({ packageType: 'Watch', className: 'video' });
    expect(planPrice({ AmountFormatted: '£3.99', Duration: null })).toBe('£3.99 p/m');
    expect(planPrice({ AmountFormatted: '£79.99', Duration: 'Yearly' })).toBe('£79.99');
  });

  it('shows each plan with its kind, its sanitised body, its price and its purchase link', async () => {
    render(<PackagesWidget />, { wrapper: MemoryRouter });
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

  it('tells the three plan kinds by their pictures: yearly audio, monthly audio and video (spec 001 §3)', () => {
    expect(planPictureKind({ Title: 'Audio Season', Duration: 'Yearly' })).toBe('yearly-audio');
    expect(planPictureKind({ Title: 'Audio Monthly', Duration: null })).toBe('monthly-audio');
    expect(planPictureKind({ Title: 'Video Season', Duration: 'Yearly' })).toBe('video');
    expect(planPictureKind({ Title: 'Video Monthly', Duration: null })).toBe('video');
  });

  it("draws each plan with its kind's StyleData from the widget data: a background picture with its label, or an icon", async () => {
    render(<PackagesWidget />, { wrapper: MemoryRouter });
    const video = await screen.findByRole('article', { name: 'Video Season' });
    await vi.waitFor(() => expect(video.getAttribute('data-display')).toBe('background-image'));
    expect(video.getAttribute('data-plan-kind')).toBe('video');
    expect(video.querySelector('img')?.getAttribute('src')).toBe(
      'http://localhost:4000/images/600x900/fit-in/packages/plan-video-background.jpg',
    );
    expect(within(video).getByText('All season')).toBeTruthy();
    const audio = screen.getByRole('article', { name: 'Audio Monthly' });
    expect(audio.getAttribute('data-plan-kind')).toBe('monthly-audio');
    expect(audio.getAttribute('data-display')).toBe('icon-only');
    expect(audio.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it("says 'No packages available.' when the list fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get(PLANS_URL, () => HttpResponse.json({ errors: [] }, { status: 500 })));
    render(<PackagesWidget />, { wrapper: MemoryRouter });
    expect(await screen.findByText(NO_PACKAGES_TEXT)).toBeTruthy();
  });
});
