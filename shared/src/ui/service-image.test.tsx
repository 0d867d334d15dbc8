import { $runtimeConfig } from '@club/shared/config';
import { testRuntimeConfig } from '@club/shared/testing';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { IMAGE_SIZES } from '../api/image-url.ts';
import { ServiceImage } from './service-image.tsx';

beforeEach(() => $runtimeConfig.set(testRuntimeConfig()));

describe('ServiceImage', () => {
  it('asks the image library for the box in handler v2 fit-in form and reserves the box', () => {
    render(<ServiceImage imageKey="news/cup-final.jpg" box={IMAGE_SIZES.newsResult} alt="Cup final" />);
    const image = screen.getByRole('img', { name: 'Cup final' });
    const base = testRuntimeConfig().services.images;
    expect(image.getAttribute('src')).toBe(`${base}/400x400/fit-in/news/cup-final.jpg`);
    expect(image.getAttribute('width')).toBe('400');
    expect(image.getAttribute('height')).toBe('400');
  });

  it('loads lazily unless it is above the fold', () => {
    const { rerender } = render(<ServiceImage imageKey="promos/a.jpg" box={IMAGE_SIZES.promo} alt="" />);
    const image = document.querySelector('img');
    expect(image?.getAttribute('loading')).toBe('lazy');
    rerender(<ServiceImage imageKey="promos/a.jpg" box={IMAGE_SIZES.promo} alt="" eager />);
    expect(image?.getAttribute('loading')).toBe('eager');
    expect(image?.getAttribute('fetchpriority')).toBe('high');
  });

  it('shows an absolute address a service gave as it is, in the same box', () => {
    render(<ServiceImage src="https://cdn.example/ad.png" box={IMAGE_SIZES.advert} alt="Kit sponsor" />);
    const image = screen.getByRole('img', { name: 'Kit sponsor' });
    expect(image.getAttribute('src')).toBe('https://cdn.example/ad.png');
    expect(image.getAttribute('width')).toBe('500');
    expect(image.getAttribute('loading')).toBe('lazy');
  });
});
