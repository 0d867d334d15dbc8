// The Club and its pages (spec 000 §2 "Menu tree"): history, brochure, safeguarding, equality
// diversity and inclusion (nested four levels deep), contact, opening hours, work at the club,
// and the privacy notice and cookies pages the footer sub menu links to.
import type { CarouselSlide } from '@club/shared/contracts';
import { CLUB_NAME } from '@club/shared/site';
import { slugify } from '../../lib/slugify.ts';
import { COOKIES_PAGE_BODY } from './cookies-page.ts';
import { mailto, type PageDraft } from './page-draft.ts';
import { PRIVACY_NOTICE_BODY } from './privacy-notice-page.ts';

const slideImage = (kind: string, title: string) => `pages/${kind}-${slugify(title)}.jpg`;
const honour = (title: string, year: string): CarouselSlide => ({
  title: `${title} ${year}`,
  text: null,
  imageKey: slideImage('honours', `${title} ${year}`),
  link: null,
});
const legend = (name: string, text: string): CarouselSlide => ({
  title: name,
  text,
  imageKey: slideImage('legends', name),
  link: null,
});
const ground = (name: string, text: string, url?: string): CarouselSlide => ({
  title: name,
  text,
  imageKey: slideImage('grounds', name),
  link: url ? { label: 'Plan your visit', url } : null,
});

const history: PageDraft = {
  title: 'History',
  slug: 'history',
  hero: true,
  summary: `From a works team in 1884 to the club we know today: the story of ${CLUB_NAME}.`,
  bodyHtml: `
<p>${CLUB_NAME} was founded in 1884 by workers at the Northbridge ironworks, who played their first games on a field beside the canal. The club turned professional in 1902 and moved to its present stadium a year later.</p>
<h2>The early years</h2>
<p>The club joined the league in 1908 and won its first promotion in 1921. Crowds of more than 30,000 were common in the years between the wars, when the team was known for its fast, attacking football.</p>
<h2>Honours</h2>
<ul>
  <li>League champions: 1931, 1958</li>
  <li>Second tier champions: 1921, 1974, 1998</li>
  <li>National cup winners: 1936</li>
  <li>League cup winners: 1989</li>
</ul>
<h2>The modern club</h2>
<p>The 1998 promotion season, the opening of the new south stand in 2006 and the founding of the Lionesses in 2011 shaped the club of today. The academy, rebuilt in 2024, continues the tradition of bringing local players through to the first team.</p>
<blockquote><p>“This club has always belonged to the town.”</p><cite>Club president, 1958</cite></blockquote>
<h3>Find out more</h3>
<p>Read about the <a href="/academy/history">history of the academy</a>, browse the <a href="/the-club/brochure">club brochure</a>, or visit the museum on a <a href="/the-club/opening-hours">stadium tour</a>.</p>`,
  // The page that shows every kind of block: a dark full-6 carousel, light full-4 and full-3 ones,
  // buttons with their icon on the left and on the right, and the carousel adverts' place.
  blocks: [
    {
      type: 'carousel',
      title: 'Honours',
      carouselStyle: 'dark',
      carouselType: 'full-6',
      buttonStyle: 'primary-light',
      slides: [
        honour('League champions', '1931'),
        honour('National cup winners', '1936'),
        honour('League champions', '1958'),
        honour('Second tier champions', '1974'),
        honour('League cup winners', '1989'),
        honour('Second tier champions', '1998'),
        honour("Women's National Cup winners", '2026'),
        honour('Second tier champions', '1921'),
      ],
    },
    {
      type: 'button',
      label: 'Book a stadium and museum tour',
      url: '/the-club/opening-hours',
      buttonStyle: 'primary-dark',
      icon: 'Stadium',
      iconAlignment: 'left',
      headingTag: 'h2',
      newTab: false,
    },
    {
      type: 'carousel',
      title: 'Club legends',
      carouselStyle: 'light',
      carouselType: 'full-4',
      buttonStyle: 'ghost-dark',
      slides: [
        legend('Tommy Hargreaves', 'Captain of the 1931 champions and scorer of 212 league goals.'),
        legend('Alf Whitcombe', 'Goalkeeper in 489 games, including the 1936 cup final.'),
        legend('Jimmy Doyle', 'Winger of the 1958 title side, later manager for nine seasons.'),
        legend('Sue Pennington', 'First captain of the Lionesses and now the academy director.'),
        legend('Marcus Okafor', 'Scored the goal that won the 1998 promotion on the last day.'),
      ],
    },
    {
      type: 'button',
      label: 'Read the club brochure',
      url: '/the-club/brochure',
      buttonStyle: 'ghost-dark',
      icon: 'ArrowRight',
      iconAlignment: 'right',
      headingTag: 'span',
      newTab: false,
    },
    {
      type: 'carousel',
      title: 'Our grounds',
      carouselStyle: 'light',
      carouselType: 'full-3',
      buttonStyle: 'label-dark',
      slides: [
        ground('The canal field', '1884 to 1903: the first pitch, beside the ironworks.'),
        ground('Northbridge Park', 'Our home since 1903, rebuilt stand by stand.'),
        ground('The south stand', 'Opened in 2006 with room for 7,000.', '/the-club/opening-hours'),
        ground('The Meadow', 'Home of the Lionesses since 2019.'),
      ],
    },
    { type: 'advert-carousel' },
  ],
};

const brochure: PageDraft = {
  title: 'Brochure',
  slug: 'brochure',
  summary: 'The club brochure: hospitality, partnerships and events at the stadium.',
  bodyHtml: `
<p>Our brochure brings together everything the club offers businesses and groups: matchday hospitality, conference and events spaces, and partnership opportunities.</p>
<h2>What is inside</h2>
<ul>
  <li>Matchday hospitality packages, from the Heritage Lounge to private boxes</li>
  <li>Conference and event spaces for 10 to 400 guests</li>
  <li>Partnership and advertising opportunities across the club’s channels</li>
  <li>Community partnerships with the club’s foundation</li>
</ul>
<p><a href="/downloads/club-brochure-2025-26.pdf">Download the 2025/26 brochure (PDF, 4 MB)</a></p>
<p>To talk about your plans, email ${mailto('commercial')} or call 01632 960 410.</p>`,
};

const safeguarding: PageDraft = {
  title: 'Safeguarding',
  slug: 'safeguarding',
  summary: 'How the club keeps children and adults at risk safe, and how to raise a concern.',
  bodyHtml: `
<p>${CLUB_NAME} is committed to safeguarding and promoting the welfare of children, young people and adults at risk in everything we do, on matchdays, in the academy and in the community.</p>
<h2>Raising a concern</h2>
<p>If you are worried about the safety or welfare of a child or an adult at risk, please contact the club’s safeguarding team:</p>
<ul>
  <li>Email: ${mailto('safeguarding')}</li>
  <li>Phone: 01632 960 455 (Monday to Friday, 9am to 5pm)</li>
  <li>On a matchday: speak to any steward, who will contact the duty safeguarding officer</li>
</ul>
<p><strong>If someone is in immediate danger, call 999.</strong></p>
<h2>Our commitments</h2>
<ol>
  <li>Everyone who works with children or adults at risk is vetted and trained.</li>
  <li>Every concern is taken seriously, recorded and acted on.</li>
  <li>We work with the local authority, the police and the football authorities.</li>
</ol>
<h2>Policies</h2>
<p>Read the <a href="/downloads/safeguarding-policy.pdf">safeguarding policy</a> and the <a href="/downloads/online-safety-policy.pdf">online safety policy</a>. Our commitment to <a href="/the-club/equality-diversity-and-inclusion">equality, diversity and inclusion</a> sits alongside this work.</p>`,
};

const progressReport: PageDraft = {
  title: 'Progress Report 2025/26',
  slug: 'progress-report-2025-26',
  summary: 'Where we are against each action in the plan, halfway through the season.',
  bodyHtml: `
<p>This report sets out our progress against the equality, diversity and inclusion action plan at the halfway point of the 2025/26 season.</p>
<h2>Highlights</h2>
<ul>
  <li>All matchday stewards completed inclusion and anti-discrimination training.</li>
  <li>Two new accessible viewing platforms opened in the north stand.</li>
  <li>The supporters’ inclusion forum met four times.</li>
</ul>
<h2>Still to do</h2>
<p>We have more to do on recruitment: our workforce does not yet reflect the town we serve. The next report will be published in the summer.</p>
<p>Back to the <a href="/the-club/equality-diversity-and-inclusion/our-commitments/action-plan">action plan</a>.</p>`,
};

const actionPlan: PageDraft = {
  title: 'Action Plan',
  slug: 'action-plan',
  template: 'Hub',
  summary: 'The actions behind our commitments, with owners and dates.',
  bodyHtml: `
<p>Our action plan turns each commitment into actions with an owner and a date, reviewed every quarter by the club board.</p>
<h2>Priorities for 2025/26</h2>
<ol>
  <li>Make every part of the stadium accessible, including the away end.</li>
  <li>Widen recruitment, with every vacancy advertised in community venues.</li>
  <li>Grow girls’ and disability football through the foundation.</li>
</ol>
<p>We publish a progress report each season.</p>`,
  children: [progressReport],
};

const commitments: PageDraft = {
  title: 'Our Commitments',
  slug: 'our-commitments',
  template: 'Hub',
  summary: 'The commitments the club has made to supporters, players and staff.',
  bodyHtml: `
<p>We have made five commitments, agreed with our supporters’ inclusion forum:</p>
<ul>
  <li>A stadium where everyone feels welcome and safe.</li>
  <li>Zero tolerance of discrimination, in the ground and online.</li>
  <li>A workforce that reflects our community.</li>
  <li>Football for everyone, whatever their age, gender or ability.</li>
  <li>Openness: we report our progress every season.</li>
</ul>`,
  children: [actionPlan],
};

const reportingDiscrimination: PageDraft = {
  title: 'Reporting Discrimination',
  slug: 'reporting-discrimination',
  summary: 'How to report discriminatory behaviour at the stadium or online.',
  bodyHtml: `
<p>Discrimination has no place at ${CLUB_NAME}. If you see or hear it, please report it.</p>
<h2>At the stadium</h2>
<p>Tell a steward, or text the matchday line on 07700 900 461 with your block, row and a description. Reports are anonymous if you wish.</p>
<h2>Online</h2>
<p>Send a screenshot and a link to ${mailto('report')}. We work with the platforms and the police to act against abusive accounts.</p>
<p>Those found responsible face bans from the stadium under our <a href="/supporters/charter">supporters’ charter</a>.</p>`,
};

const edi: PageDraft = {
  title: 'Equality, Diversity and Inclusion',
  slug: 'equality-diversity-and-inclusion',
  template: 'Hub',
  hero: true,
  summary: 'Football for everyone: our commitments, our plan and how to report discrimination.',
  bodyHtml: `
<p>${CLUB_NAME} belongs to everyone. We want every supporter, player and member of staff to feel welcome, whatever their age, disability, ethnicity, faith, gender, gender identity or sexual orientation.</p>
<p>This section sets out what we have committed to, how we will deliver it, and how to tell us when we fall short.</p>`,
  children: [
    commitments,
    reportingDiscrimination,
    {
      title: 'Supporter Groups',
      slug: 'supporter-groups',
      summary: 'The supporter groups the club works with on inclusion.',
      bodyHtml: `
<p>We work closely with independent supporter groups who help shape our inclusion work:</p>
<ul>
  <li><strong>Rainbow Bridges</strong>: the club’s LGBTQ+ supporters’ group</li>
  <li><strong>Northbridge Disabled Supporters’ Association</strong></li>
  <li><strong>Faith at the Bridge</strong>: a multi-faith supporters’ network</li>
</ul>
<p>To get in touch with a group, email ${mailto('inclusion')} and we will pass your message on.</p>`,
    },
  ],
};

const contact: PageDraft = {
  title: 'Contact',
  slug: 'contact',
  summary: 'How to reach the club: addresses, phone numbers and email.',
  bodyHtml: `
<p>We are happy to help. Please use the right contact below so your question reaches the team that can answer it.</p>
<h2>Stadium address</h2>
<address>${CLUB_NAME}<br>Ironworks Road<br>Northbridge<br>NB1 4FC</address>
<h2>Phone and email</h2>
<ul>
  <li>Main switchboard: 01632 960 400</li>
  <li>Ticket office: 01632 960 420, ${mailto('tickets')}</li>
  <li>Supporter services: ${mailto('supporters')}</li>
  <li>Streaming and passes support: ${mailto('support')}</li>
  <li>Media enquiries: ${mailto('media')}</li>
  <li>Safeguarding: ${mailto('safeguarding')}</li>
</ul>
<p>See the <a href="/the-club/opening-hours">opening hours</a> of the ticket office and the club shop.</p>`,
};

const openingHours: PageDraft = {
  title: 'Opening Hours',
  slug: 'opening-hours',
  summary: 'When the ticket office, club shop and museum are open.',
  bodyHtml: `
<p>Opening hours on non-matchdays are below. On matchdays the ticket office and shop open four hours before kick-off.</p>
<table>
  <thead><tr><th>Venue</th><th>Monday to Friday</th><th>Saturday</th><th>Sunday</th></tr></thead>
  <tbody>
    <tr><td>Ticket office</td><td>9am to 5pm</td><td>10am to 2pm</td><td>Closed</td></tr>
    <tr><td>Club shop</td><td>9am to 5.30pm</td><td>9am to 5pm</td><td>10am to 4pm</td></tr>
    <tr><td>Museum and stadium tours</td><td>10am to 4pm</td><td>10am to 3pm</td><td>Closed</td></tr>
  </tbody>
</table>
<p>Hours change over bank holidays; we post changes on the <a href="/news">news page</a>.</p>`,
};

const workAtTheClub: PageDraft = {
  title: 'Work at the Club',
  slug: 'work-at-the-club',
  hero: true,
  summary: 'Current vacancies and what it is like to work at the club.',
  bodyHtml: `
<p>From matchday stewards to data analysts, the people behind the scenes make ${CLUB_NAME} what it is.</p>
<h2>Current vacancies</h2>
<ul>
  <li>Matchday stewards (casual)</li>
  <li>Retail assistant, club shop (part time)</li>
  <li>Academy education officer (full time)</li>
  <li>Digital content producer (full time)</li>
</ul>
<p>To apply, send your CV and a covering letter to ${mailto('careers')}, naming the role.</p>
<h2>Why work with us</h2>
<p>We pay at least the real Living Wage, offer flexible working where we can, and every member of staff gets two tickets to a home game each season.</p>`,
};

export const THE_CLUB: PageDraft = {
  title: 'The Club',
  slug: 'the-club',
  template: 'Hub',
  hero: true,
  summary: `Everything about ${CLUB_NAME}: our history, our people and how to get in touch.`,
  bodyHtml: `
<p>Founded in 1884, ${CLUB_NAME} has been at the heart of the town for more than 140 years. Find out about our history, our commitments and how to get in touch.</p>`,
  children: [
    history,
    brochure,
    safeguarding,
    edi,
    contact,
    openingHours,
    workAtTheClub,
    {
      title: 'Privacy Notice',
      slug: 'privacy-notice',
      showInMenu: false,
      summary: 'How the club collects, uses and protects your personal data.',
      bodyHtml: PRIVACY_NOTICE_BODY,
    },
    {
      title: 'Cookies',
      slug: 'cookies',
      showInMenu: false,
      summary: 'The cookies this website sets, what each one does and how long it lasts.',
      bodyHtml: COOKIES_PAGE_BODY,
    },
  ],
};
