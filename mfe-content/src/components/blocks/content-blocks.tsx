import { imageUrl } from '@club/shared/api';
import type { CarouselBlockData, CarouselSlide, ContentBlock } from '@club/shared/contracts';
import { CarouselAdverts } from './advert-blocks.tsx';
import { ButtonBlock } from './button-block.tsx';
import { Carousel } from './carousel.tsx';
import styles from './content-blocks.module.css';

/** A slide's picture, 16:9 (ours: the spec gives no size), sized before it arrives so nothing moves. */
export const SLIDE_IMAGE = { width: 480, height: 270 } as const;

/** One slide: its picture (lazy, sized), title, text and link in the carousel's button style. */
function Slide({
  slide,
  buttonStyle,
}: {
  slide: CarouselSlide;
  buttonStyle: CarouselBlockData['buttonStyle'];
}) {
  const { width, height } = SLIDE_IMAGE;
  return (
    <article className={styles.slide}>
      {slide.imageKey && (
        <img
          className={styles.slideImage}
          src={imageUrl(slide.imageKey, width, height)}
          alt=""
          width={width}
          height={height}
          loading="lazy"
          decoding="async"
        />
      )}
      <h3 className={styles.slideTitle}>{slide.title}</h3>
      {slide.text && <p className={styles.slideText}>{slide.text}</p>}
      {slide.link && <ButtonBlock label={slide.link.label} to={slide.link.url} buttonStyle={buttonStyle} />}
    </article>
  );
}

/**
 * A CMS page's blocks after its body, in the editor's order (spec 000 §3): carousels of slides,
 * buttons, and the place of the carousel adverts. The contracts have already left out any block
 * the site does not know.
 */
export function ContentBlocks({ blocks }: { blocks: readonly ContentBlock[] }) {
  if (blocks.length === 0) return null;
  return (
    <div className={styles.blocks}>
      {blocks.map((block, index) => {
        // Blocks come in the editor's order and never reorder.
        const key = `${block.type}-${index}`;
        switch (block.type) {
          case 'button':
            return (
              <ButtonBlock
                key={key}
                label={block.label}
                to={block.url}
                buttonStyle={block.buttonStyle}
                icon={block.icon}
                iconAlignment={block.iconAlignment}
                headingTag={block.headingTag}
                newTab={block.newTab}
              />
            );
          case 'carousel':
            return (
              <Carousel
                key={key}
                label={block.title}
                heading
                type={block.carouselType}
                carouselStyle={block.carouselStyle}
              >
                {block.slides.map((slide) => (
                  <Slide key={slide.title} slide={slide} buttonStyle={block.buttonStyle} />
                ))}
              </Carousel>
            );
          case 'advert-carousel':
            return <CarouselAdverts key={key} />;
          default:
            return null;
        }
      })}
    </div>
  );
}
