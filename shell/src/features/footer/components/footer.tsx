import { IMAGE_SIZES } from '@club/shared/api';
import { Link } from '@club/shared/router';
import {
  CLUB_CREST_IMAGE_KEY,
  CLUB_NAME,
  copyrightNotice,
  FOOTER_MENU,
  FOOTER_SUB_MENU,
  type NavLink,
} from '@club/shared/site';
import { ServiceImage } from '@club/shared/ui';
import type { ReactNode } from 'react';
import {
  clubLogoLabel,
  DEFAULT_FOOTER_VARIANT,
  FOOTER_LINKS_LABEL,
  FOOTER_SUB_MENU_LABEL,
  type FooterVariant,
} from '../constants.ts';
import styles from './footer.module.css';
import { SocialLinks } from './social-links.tsx';

export interface FooterProps {
  /** Spec 000 §2: variant 2 omits the logo block. */
  variant?: FooterVariant;
  /**
   * The sponsor logo block. The app composes it in (the sponsors feature renders it), since
   * features do not import each other.
   */
  logoBlock?: ReactNode;
  /** The optional footer link block's menu; none in the shipped configuration. */
  footerMenu?: readonly NavLink[];
  /** A brand shown beside the club logo (the streamer site's streaming brand, spec 001 §3). */
  brandName?: string;
}

/** A site path through the router; anything else (another site, mailto:) as a plain link. */
function MenuLink({ link }: { link: NavLink }) {
  const newTab = link.newTab ?? Boolean(link.external);
  if (link.to.startsWith('/') && !newTab) return <Link to={link.to}>{link.label}</Link>;
  return (
    <a href={link.to} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {link.label}
    </a>
  );
}

/**
 * The footer on every page (spec 000 §2 "Footer"): the sponsor logo block (variant 1 only), the
 * footer link block when a footer menu exists, the club logo (with a brand beside it when given), the
 * social links, the sub menu and the copyright. The 'Built on' notice is the platform footer, slot 18
 * of the layout.
 */
export function Footer({
  variant = DEFAULT_FOOTER_VARIANT,
  logoBlock,
  footerMenu = FOOTER_MENU,
  brandName,
}: FooterProps) {
  return (
    <footer className={styles.footer} data-variant={variant}>
      {variant === 1 && logoBlock}
      <div className={styles.body}>
        {footerMenu.length > 0 && (
          <nav aria-label={FOOTER_LINKS_LABEL}>
            <ul className={styles.footerLinks}>
              {footerMenu.map((link) => (
                <li key={`${link.label} ${link.to}`}>
                  <MenuLink link={link} />
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className={styles.brand}>
          <Link to="/" className={styles.clubLogo} aria-label={clubLogoLabel(CLUB_NAME)}>
            <ServiceImage imageKey={CLUB_CREST_IMAGE_KEY} box={IMAGE_SIZES.crest} alt="" />
          </Link>
          {brandName && <p className={styles.brandName}>{brandName}</p>}
          <SocialLinks />
        </div>
        <nav aria-label={FOOTER_SUB_MENU_LABEL}>
          <ul className={styles.subMenu}>
            {FOOTER_SUB_MENU.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className={styles.legal}>{copyrightNotice(new Date().getFullYear())}</p>
      </div>
    </footer>
  );
}
