import { describe, expect, it } from 'vitest';
import {
  BUTTON_STYLES,
  CAROUSEL_STYLES,
  CAROUSEL_TYPES,
  HEADING_TAGS,
  ICON_ALIGNMENTS,
} from './block-values.ts';
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

describe('the block value sets (spec 000 §3, §5 "as listed in section 3")', () => {
  it('are exactly the lists of spec 000 §3', () => {
    expect(CAROUSEL_STYLES).toEqual(['light', 'dark']);
    expect(CAROUSEL_TYPES).toEqual(['full-6', 'full-4', 'full-3']);
    expect(BUTTON_STYLES).toEqual([
      'primary-dark',
      'primary-light',
      'ghost-dark',
      'ghost-light',
      'label-dark',
      'label-light',
    ]);
    expect(ICON_ALIGNMENTS).toEqual(['left', 'right']);
    expect(HEADING_TAGS).toEqual(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'span']);
  });

  it('refuse a block whose value is outside them', () => {
    expect(read([{ ...button, buttonStyle: 'secondary' }])).toEqual([]);
    expect(read([{ ...button, headingTag: 'h7' }])).toEqual([]);
    expect(read([{ ...carousel, carouselType: 'full-5' }])).toEqual([]);
    expect(read([{ ...carousel, carouselStyle: 'grey' }])).toEqual([]);
  });
});
