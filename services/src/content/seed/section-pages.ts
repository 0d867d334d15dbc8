// Tickets, Supporters and Academy with their pages, the external foundation site and the streaming
// entry (spec 000 §2 "Menu tree").
import { CLUB_NAME } from '@club/shared/site';
import { CLUB_DOMAIN, mailto, type PageDraft } from './page-draft.ts';

/** The foundation (community trust) has its own website; the menu opens it in a new tab. */
export const FOUNDATION_URL = `https://foundation.${CLUB_DOMAIN}/`;
/** The streaming area's home (spec 001 §2: /videos). */
export const STREAMING_ENTRY_PATH = '/videos';

export const TICKETS: PageDraft = {
  title: 'Tickets',
  slug: 'tickets',
  template: 'Hub',
  hero: true,
  summary: 'Season tickets, away travel and information for visiting supporters.',
  bodyHtml: `
<p>Everything you need to get to the game: season ticket terms, travelling away with the club, and a guide for visiting supporters.</p>
<p>Match tickets are sold through the <a href="https://tickets.${CLUB_DOMAIN}/" target="_blank" rel="noopener">ticket office website</a>.</p>`,
  children: [
    {
      title: 'Season Ticket Terms',
      slug: 'season-ticket-terms',
      summary: 'The terms and conditions that apply to 2025/26 season tickets.',
      bodyHtml: `
<p>These terms apply to every season ticket for the 2025/26 season, together with the stadium regulations.</p>
<h2>1. Your season ticket</h2>
<ol>
  <li>A season ticket admits one person to the seat shown for each home league game of the season.</li>
  <li>Cup games are not included; season ticket holders get priority to buy them.</li>
  <li>A season ticket remains the property of the club and may be withdrawn for breach of these terms.</li>
</ol>
<h2>2. Transfers and resale</h2>
<p>You may pass your ticket to a friend or family member for a single game through your account. Selling a ticket for more than its face value is a criminal offence.</p>
<h2>3. Refunds</h2>
<p>Season tickets are not refundable except where the club cannot stage games with supporters present, when a pro-rata credit is given.</p>
<p>Questions: ${mailto('tickets')}.</p>`,
    },
    {
      title: 'Away Travel',
      slug: 'away-travel',
      hero: true,
      summary: 'Official coaches, away ticket allocations and travel tips.',
      bodyHtml: `
<p>Thousands of supporters follow the team away every season. Here is how to join them.</p>
<h2>Official coaches</h2>
<p>Coaches leave the stadium car park for every away league game. Seats cost £25 for adults and £15 for under-18s, booked through the ticket office.</p>
<h2>Away tickets</h2>
<ul>
  <li>Away tickets go on sale to season ticket holders first, then to members, then to everyone.</li>
  <li>Priority is based on away games attended in the last two seasons.</li>
</ul>
<p>See the <a href="/matches">fixtures</a> for kick-off times, and our guide for <a href="/tickets/visiting-supporters">visiting supporters</a> if you are coming to us.</p>`,
    },
    {
      title: 'Visiting Supporters',
      slug: 'visiting-supporters',
      summary: 'A guide for away supporters coming to the stadium.',
      bodyHtml: `
<p>Welcome to the home of ${CLUB_NAME}. Away supporters are seated in the east stand, entered from Canal Street.</p>
<h2>Getting here</h2>
<ul>
  <li>By train: Northbridge Central is a 15-minute walk.</li>
  <li>By car: follow signs for the stadium; parking for away coaches is on Canal Street.</li>
</ul>
<h2>At the stadium</h2>
<p>The east stand has its own food and drink kiosks, accessible seating and toilets. Bags larger than A4 are not allowed.</p>
<p>Access enquiries: ${mailto('access')}.</p>`,
    },
  ],
};

export const SUPPORTERS: PageDraft = {
  title: 'Supporters',
  slug: 'supporters',
  template: 'Hub',
  hero: true,
  summary: 'How the club listens to and works with its supporters.',
  bodyHtml: `
<p>Supporters are at the heart of ${CLUB_NAME}. This section covers how we consult supporters, our guides and charter, and memberships for younger fans.</p>`,
  children: [
    {
      title: 'Consultation',
      slug: 'consultation',
      summary: 'Have your say: current consultations and the supporters’ panel.',
      bodyHtml: `
<p>We consult supporters on decisions that affect them, from ticket prices to the matchday experience.</p>
<h2>Open consultations</h2>
<ul>
  <li>Matchday food and drink survey, open until 30 November</li>
  <li>Safe standing in the north stand, open until 15 December</li>
</ul>
<h2>The supporters’ panel</h2>
<p>The panel meets the club’s senior staff four times a season. Minutes are published on the <a href="/news">news page</a>.</p>`,
      children: [
        {
          // A draft in the CMS: neither in the menu nor served until it is published.
          title: 'Survey Results 2026',
          slug: 'survey-results-2026',
          status: 'Draft',
          summary: 'Results of the 2026 supporter survey.',
          bodyHtml: '<p>Results will be published here.</p>',
        },
      ],
    },
    {
      title: 'Guides',
      slug: 'guides',
      summary: 'Matchday guides for new and returning supporters.',
      bodyHtml: `
<p>New to the stadium, or bringing someone for the first time? Our guides help you plan your day.</p>
<ul>
  <li><a href="/downloads/matchday-guide.pdf">Matchday guide</a></li>
  <li><a href="/downloads/accessibility-guide.pdf">Accessibility guide</a></li>
  <li><a href="/downloads/family-guide.pdf">Family guide</a></li>
</ul>
<p>Getting here from elsewhere? See <a href="/tickets/visiting-supporters">visiting supporters</a>.</p>`,
    },
    {
      title: 'Engagement Plan',
      slug: 'engagement-plan',
      summary: 'How and when the club meets supporters, season by season.',
      bodyHtml: `
<p>Our engagement plan sets out how the club shares information with supporters and hears their views.</p>
<h2>Each season we will</h2>
<ol>
  <li>Hold four supporters’ panel meetings and publish the minutes.</li>
  <li>Hold an open forum with the chief executive.</li>
  <li>Consult supporters before any change to ticket prices.</li>
  <li>Report on what we changed because of what supporters told us.</li>
</ol>`,
    },
    {
      title: 'Junior Memberships',
      slug: 'junior-memberships',
      hero: true,
      summary: 'Memberships for supporters aged 17 and under.',
      bodyHtml: `
<p>Junior membership is for supporters aged 17 and under, and costs £20 for the season.</p>
<h2>Members receive</h2>
<ul>
  <li>A welcome pack with a membership card</li>
  <li>Free entry to every Lionesses and Under-18s home game</li>
  <li>A birthday card signed by the squad</li>
  <li>A chance to be a matchday mascot</li>
</ul>
<p>Join at the club shop or through the <a href="https://tickets.${CLUB_DOMAIN}/" target="_blank" rel="noopener">ticket office website</a>.</p>`,
    },
    {
      title: 'Charter',
      slug: 'charter',
      summary: 'What supporters can expect from the club, and what the club expects in return.',
      bodyHtml: `
<p>The supporters’ charter sets out the service standards of ${CLUB_NAME} and the behaviour we expect at every game.</p>
<h2>Our promises</h2>
<ul>
  <li>We answer emails within five working days.</li>
  <li>We publish ticket prices for the next season by 1 May.</li>
  <li>We treat every complaint fairly and tell you the outcome.</li>
</ul>
<h2>Our expectations</h2>
<p>Discriminatory, violent or abusive behaviour leads to a ban. See <a href="/the-club/equality-diversity-and-inclusion/reporting-discrimination">reporting discrimination</a>.</p>`,
    },
  ],
};

export const ACADEMY: PageDraft = {
  title: 'Academy',
  slug: 'academy',
  template: 'Hub',
  hero: true,
  summary: 'The home of the next generation of players.',
  bodyHtml: `
<p>The academy develops players from under-9s to under-21s, combining coaching, education and care. Follow the <a href="/teams/under-18s">Under-18s</a> and the <a href="/teams/b-team">B-Team</a>.</p>`,
  children: [
    {
      title: 'History',
      slug: 'history',
      hero: true,
      summary: 'From the youth team of the 1950s to today’s academy.',
      bodyHtml: `
<p>The club has developed its own players since the 1950s, when the first youth team played on the pitch behind the main stand.</p>
<h2>Milestones</h2>
<ul>
  <li>1953: first youth team formed</li>
  <li>1998: the youth cup won for the first time</li>
  <li>2011: girls’ academy founded alongside the Lionesses</li>
  <li>2024: the academy moves to its new training centre</li>
</ul>
<p>See how many players made it to the first team in our <a href="/academy/legacy-numbers">legacy numbers</a>.</p>`,
    },
    {
      title: 'Legacy Numbers',
      slug: 'legacy-numbers',
      summary: 'Every academy graduate who played for the first team has a legacy number.',
      bodyHtml: `
<p>Every academy graduate who makes a first-team appearance is given a legacy number, in the order of their debut.</p>
<h2>Recent legacy numbers</h2>
<ol start="212">
  <li>Jordan Okafor, debut August 2023</li>
  <li>Ellis Hart, debut January 2024</li>
  <li>Sami Rahman, debut October 2024</li>
  <li>Theo Lindqvist, debut March 2025</li>
</ol>
<p>Graduates receive a framed shirt with their number at the end-of-season awards.</p>`,
    },
  ],
};

export const FOUNDATION: PageDraft = {
  title: 'Foundation',
  slug: 'foundation',
  summary: 'The club’s charity, working in schools and communities across the town.',
  external: { url: FOUNDATION_URL, newTab: true },
};

export const STREAMING_ENTRY: PageDraft = {
  title: 'Northbridge TV',
  slug: 'videos',
  summary: 'Live match video, audio commentary and on-demand video.',
  appRoute: STREAMING_ENTRY_PATH,
};
