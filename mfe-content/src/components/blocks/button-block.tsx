import type { ButtonStyle, HeadingTag, IconAlignment } from '@club/shared/contracts';
import { Link } from '@club/shared/router';
import { Icon } from '@club/shared/ui';
import styles from './button-block.module.css';

export interface ButtonBlockProps {
  label: string;
  /** A site path ('/tickets') or another site's address. */
  to: string;
  buttonStyle?: ButtonStyle;
  /** One of the named icons, or '' for none. */
  icon?: string;
  iconAlignment?: IconAlignment;
  headingTag?: HeadingTag;
  newTab?: boolean;
}

const isExternal = (to: string) => /^[a-z][a-z0-9+.-]*:/i.test(to) || to.startsWith('//');

/**
 * A CMS button (spec 000 §3): a link in one of six styles, its label inside the heading tag the
 * editor chose (h1 to h6, or a span), with a named icon on the left or right.
 */
export function ButtonBlock({
  label,
  to,
  buttonStyle = 'primary-dark',
  icon = '',
  iconAlignment = 'left',
  headingTag: Tag = 'span',
  newTab = false,
}: ButtonBlockProps) {
  const content = (
    <>
      {iconAlignment === 'left' && <Icon name={icon} className={styles.icon} />}
      <span>{label}</span>
      {iconAlignment === 'right' && <Icon name={icon} className={styles.icon} />}
    </>
  );
  const className = styles.button;
  return (
    <Tag className={styles.holder}>
      {isExternal(to) ? (
        <a
          className={className}
          data-style={buttonStyle}
          href={to}
          {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {content}
        </a>
      ) : (
        <Link className={className} data-style={buttonStyle} to={to}>
          {content}
        </Link>
      )}
    </Tag>
  );
}
