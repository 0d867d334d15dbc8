import { describe, expect, it } from 'vitest';
import { contentBlocks } from './blocks.ts';
import { validate } from './validate.ts';

const button = {
  type: 'button',
  label: 'Tickets',
  url: '/tickets',
  buttonStyle: 'primary-dark',
  icon: 'Ticket',
  iconAlignment: 'left',
  headingTag: 'h2',
  newTab: false,
};
const carousel = {
  type: 'carousel',
  title: 'Legends',
  carouselStyle: 'dark',
  carouselType: 'full-6',
  buttonStyle: 'ghost-light',
  slides: [
    {
      title: 'One',
      text: null,
      imageKey: 'pages/one.jpg',
      link: { label: 'More', url: 'https://example.org/' },
    },
  ],
};
const read = (input: unknown) => {
  const result = validate(contentBlocks, input);
  if (!result.ok) throw new Error(result.problems.join('; '));
  return result.value;
};

describe('content blocks as the site reads them', () => {
  it('keeps buttons, carousels and the carousel adverts place in order, and none when absent', () => {
    expect(read([button, carousel, { type: 'advert-carousel' }]).map((b) => b.type)).toEqual([
      'button',
      'carousel',
      'advert-carousel',
    ]);
    expect(read(undefined)).toEqual([]);
  });

  it('leaves out a block it does not know or that breaks its contract, keeping the rest', () => {
    const blocks = read([
      { type: 'video-wall' },
      { ...carousel, carouselType: 'full-5' },
      { ...carousel, slides: [] },
      { ...button, url: 'javascript:alert(1)' },
      { ...button, headingTag: 'h7' },
      button,
    ]);
    expect(blocks).toEqual([button]);
  });

  it('shows no icon rather than no button for an icon name it does not know', () => {
    expect(read([{ ...button, icon: 'Unicorn' }])).toEqual([{ ...button, icon: '' }]);
  });
});
