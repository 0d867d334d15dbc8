import type { CarouselStyle, CarouselType } from '@club/shared/contracts';
import { Children, type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import styles from './carousel.module.css';

export const CAROUSEL_PREVIOUS = 'Previous';
export const CAROUSEL_NEXT = 'Next';

/**
 * A carousel block: a row of slides that scrolls a view at a time with the Previous and Next
 * buttons or the arrow keys, and with a swipe (native scrolling with snap points). It glides
 * unless the visitor asks for reduced motion, when it jumps.
 */
export function Carousel({
  label,
  heading = false,
  type = 'full-3',
  carouselStyle = 'light',
  children,
}: {
  /** What the carousel holds, for screen readers. */
  label: string;
  /** Shows the label as the carousel's heading (an h2), which then names it. */
  heading?: boolean;
  type?: CarouselType;
  carouselStyle?: CarouselStyle;
  children: ReactNode;
}) {
  const track = useRef<HTMLUListElement>(null);
  const headingId = useId();
  const slides = Children.toArray(children);

  const move = (direction: 1 | -1) => {
    const element = track.current;
    if (!element) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const rtl = getComputedStyle(element).direction === 'rtl' ? -1 : 1;
    element.scrollBy({ left: direction * rtl * element.clientWidth, behavior: reduced ? 'auto' : 'smooth' });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') move(1);
    else if (event.key === 'ArrowLeft') move(-1);
    else return;
    event.preventDefault();
  };

  return (
    <section
      className={styles.carousel}
      data-style={carouselStyle}
      data-type={type}
      aria-roledescription="carousel"
      aria-labelledby={heading ? headingId : undefined}
      aria-label={heading ? undefined : label}
    >
      {heading && (
        <h2 id={headingId} className={styles.heading}>
          {label}
        </h2>
      )}
      <ul
        ref={track}
        className={styles.track}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling row takes focus so the arrow keys move it
        tabIndex={0}
        onKeyDown={onKeyDown}
      >
        {slides.map((slide, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the slides are given in order and never reorder
          <li key={index} className={styles.slide} aria-roledescription="slide">
            {slide}
          </li>
        ))}
      </ul>
      {slides.length > 1 && (
        <div className={styles.controls}>
          <button type="button" className={styles.control} onClick={() => move(-1)}>
            {CAROUSEL_PREVIOUS}
          </button>
          <button type="button" className={styles.control} onClick={() => move(1)}>
            {CAROUSEL_NEXT}
          </button>
        </div>
      )}
    </section>
  );
}
