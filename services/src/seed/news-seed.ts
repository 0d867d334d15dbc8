// Sixty-four news articles: five English categories of ten, ten Arabic items, and four older
// articles from an old CMS import with fixed dates years back (for the legacy /news/{year}/...
// addresses). The recent ones spread over the four months before SEED_BASE_DATE. Titles are
// written out; bodies, extra categories and times come from a seeded generator. Some titles exist
// for the search tests: three contain the phrase "cup final", two contain both words apart.
// One legacy import carries hostile HTML on purpose (see LEGACY_HOSTILE_SLUG).

import { DAY_MS, HOUR_MS } from '../lib/clock.ts';
import { slugify } from '../lib/slugify.ts';
import { createPrng, type Prng } from './prng.ts';
import { SEED_BASE_DATE } from './seed-base-date.ts';

export const NEWS_CATEGORIES = ["Men's Team", 'Lionesses', 'Academy', 'Club', 'Community'] as const;
type EnglishCategory = (typeof NEWS_CATEGORIES)[number];
/** Spec 000 §2: Arabic content is at /category/arabic; articles carry this name in categories. */
export const ARABIC_CATEGORY = 'Arabic';
export const ARABIC_CATEGORY_SLUG = 'arabic';

export interface NewsCategorySeed {
  name: string;
  slug: string;
  nativeName: string;
  language: 'en' | 'ar';
}

/** The categories in the order the site lists them. */
export const NEWS_CATEGORY_SEEDS: NewsCategorySeed[] = [
  ...NEWS_CATEGORIES.map((name) => ({
    name,
    slug: slugify(name),
    nativeName: name,
    language: 'en' as const,
  })),
  { name: ARABIC_CATEGORY, slug: ARABIC_CATEGORY_SLUG, nativeName: 'العربية', language: 'ar' },
];

export interface NewsArticleSeed {
  slug: string;
  title: string;
  summary: string;
  bodyHtml: string;
  publishedAt: Date;
  categories: string[];
  imageKey: string;
  language: 'en' | 'ar';
}

const TITLES: Record<EnglishCategory, string[]> = {
  "Men's Team": [
    "Match report: Men's Team edge past Ashcombe United in five-goal thriller",
    'Head coach previews the trip to Eastport Athletic',
    "Injury update ahead of the weekend's home game",
    'Captain signs a new long-term contract',
    'Cup final tickets on sale for season ticket holders',
    'Final preparations under way before the cup tie at Riverside',
    'Five things we learned from the win over Kingsford Rovers',
    'Goal of the month: vote for your winner',
    'New signing completes move from Valmont FC',
    'Squad numbers confirmed for the new season',
  ],
  Lionesses: [
    'Lionesses reach the cup final after penalty drama',
    'Lionesses sign Scandinavian midfielder on a two-year deal',
    'Match report: Lionesses 3-1 Westmoor Ladies',
    'Record crowd expected for the Lionesses at the main stadium',
    'Lionesses captain named player of the month',
    'Preview: Lionesses travel to Harbourside City',
    'Lionesses unveil the new away kit',
    'Goalkeeper extends stay with the Lionesses',
    'Lionesses hold open training session for members',
    "Women's cup: Lionesses drawn at home in the quarter-final",
  ],
  Academy: [
    'Under-18s win the youth cup final at Brookfield',
    'Academy graduates earn first professional contracts',
    'Under-18s top the league at the halfway point',
    'B-Team draw with Marlow Town in a gritty encounter',
    'Academy scholars begin their new season',
    'Under-18s striker called up to the national youth squad',
    "B-Team coach: 'The young players showed real character'",
    'Academy open day returns this spring',
    'Under-18s beat Hollins Park to stay unbeaten',
    'Three academy players join the first-team squad for pre-season',
  ],
  Club: [
    'Club announces new shirt partner',
    'Stadium improvements completed over the summer',
    'Annual report published',
    'Membership renewals open for the new season',
    'Club launches new streaming service with live audio commentary',
    'Statement on ticket prices for next season',
    'Club appoints a new chief executive',
    'Away travel information for supporters',
    "Supporters' panel meeting minutes published",
    'New club shop opens at the stadium',
  ],
  Community: [
    'Community trust delivers thousands of free meals',
    "Players visit the children's hospital",
    'Walking football sessions return',
    'Community trust wins regional award',
    'Free holiday football camps for local schools',
    'Mental health partnership marks its first year',
    'Supporters raise record sum for the foodbank appeal',
    "Girls' football festival welcomes 500 players",
    'Community coaches run sessions in ten new schools',
    'Lionesses players launch reading challenge in local libraries',
  ],
};

// Summaries and bodies avoid the words the search tests count ("cup", "final") so only titles
// decide those (the search reads titles and summaries only, but a body may become searchable).
const SUMMARIES: Record<EnglishCategory, string[]> = {
  "Men's Team": [
    "All the reaction from the head coach and the players after a busy week for the Men's Team.",
    'Everything you need to know before the next game, from team news to kick-off times.',
    'Our pick of the moments that mattered, with quotes from the dressing room.',
    'The latest from the training ground as the squad prepares for a demanding run of fixtures.',
  ],
  Lionesses: [
    'The Lionesses keep building momentum in a season full of promise.',
    "Reaction from the Lionesses' head coach and the players after a memorable week.",
    'Team news, kick-off times and how to watch the Lionesses this weekend.',
  ],
  Academy: [
    "The academy's young players keep making their mark at every age group.",
    "News from the academy, where the next generation is learning the club's way of playing.",
    'Coaches and scholars reflect on a week of progress at the training centre.',
  ],
  Club: [
    'An update from the club for members and supporters.',
    'Everything supporters need to know, with answers to the most common questions.',
    'The club sets out its plans and what they mean for match-going fans.',
  ],
  Community: [
    "The club's community trust continues its work across the local area.",
    'Players and staff gave their time to support local families and schools.',
    'Thanks to supporters, the trust reached more people than ever this year.',
  ],
};

interface BodyKit {
  headings: string[];
  quotes: Array<[quote: string, speaker: string]>;
  facts: string[];
  /** Closing sentences; each may hold one link. */
  closings: string[];
}

const BODY_KITS: Record<EnglishCategory, BodyKit> = {
  "Men's Team": {
    headings: ['What the head coach said', 'Team news', 'Talking points', 'Looking ahead'],
    quotes: [
      [
        'The players gave everything tonight and the supporters carried us through the last twenty minutes.',
        'Head coach',
      ],
      ['We know there is more to come from this group, and that is exciting.', 'Club captain'],
      ['Every game in this division is a battle. We showed we can win the ugly ones too.', 'Assistant coach'],
    ],
    facts: [
      'Kick-off is at 3pm at the stadium unless stated otherwise.',
      'Season ticket holders have priority for every home game.',
      'Live audio commentary is available for members on <a href="/videos">Northbridge TV</a>.',
      'Highlights go live on the club website on the evening of the game.',
    ],
    closings: [
      'See every upcoming game on the <a href="/matches">fixtures page</a>.',
      'Watch the highlights and interviews on <a href="/videos">Northbridge TV</a>.',
      'Find the full squad on the <a href="/teams">teams page</a>.',
    ],
  },
  Lionesses: {
    headings: ['Reaction', 'Team news', 'How to watch', 'The story so far'],
    quotes: [
      [
        'This squad has a belief that you cannot coach. It comes from the dressing room.',
        'Lionesses head coach',
      ],
      [
        'The atmosphere from the supporters was incredible. We want more days like this.',
        'Lionesses captain',
      ],
    ],
    facts: [
      'Tickets for Lionesses home games are free for junior members.',
      'The Lionesses train at the club’s training centre on Tuesdays and Thursdays.',
      'Every Lionesses game is shown live on <a href="/videos">Northbridge TV</a>.',
    ],
    closings: [
      'Follow the Lionesses on the <a href="/teams/lionesses">team page</a>.',
      'See the Lionesses’ <a href="/matches/lionesses">fixtures and results</a>.',
    ],
  },
  Academy: {
    headings: ['From the academy', 'The pathway', 'What the coaches said', 'Next up'],
    quotes: [
      [
        'Our job is to prepare them for the first team and for life, on and off the pitch.',
        'Academy manager',
      ],
      ['You could see how much it meant to the players and their families.', 'Under-18s coach'],
    ],
    facts: [
      'The academy works with players from under-9s to under-21s.',
      'Under-18s home games are free to attend.',
      'Scholars combine full-time training with their education.',
    ],
    closings: [
      'Read more about the <a href="/academy">academy</a> and its <a href="/academy/history">history</a>.',
      'See the <a href="/teams/under-18s">Under-18s squad</a>.',
    ],
  },
  Club: {
    headings: ['What it means for supporters', 'Key dates', 'Frequently asked questions', 'Find out more'],
    quotes: [
      ['Our supporters are at the heart of every decision we make.', 'Chief executive'],
      [
        'We listened to the supporters’ panel and the plans reflect what they told us.',
        'Head of supporter services',
      ],
    ],
    facts: [
      'Members can manage their details from the account page.',
      'The ticket office is open Monday to Friday, 9am to 5pm.',
      'Questions can be sent to the supporter services team at any time.',
    ],
    closings: [
      'Contact the club through the <a href="/the-club/contact">contact page</a>.',
      'Read the <a href="/supporters/charter">supporters’ charter</a>.',
      'See the <a href="/the-club/opening-hours">opening hours</a> of the stadium and shop.',
    ],
  },
  Community: {
    headings: ['The difference it makes', 'How to get involved', 'In numbers', 'Thank you'],
    quotes: [
      ['None of this happens without the generosity of our supporters.', 'Community trust director'],
      ['It was brilliant to see the children’s faces when the players walked in.', 'Community coach'],
    ],
    facts: [
      'The community trust is a registered charity.',
      'Sessions are free and open to everyone.',
      'Volunteers are always welcome: no experience is needed.',
    ],
    closings: [
      'Visit the <a href="https://foundation.northbridgefc.example/" target="_blank" rel="noopener">community trust’s website</a>.',
      'Read the club’s <a href="/the-club/equality-diversity-and-inclusion">equality, diversity and inclusion</a> commitments.',
    ],
  },
};

const BODY_PARAGRAPHS = [
  'Supporters can find the full story, with photos and video, across the club’s official channels.',
  'Members receive priority access to tickets and can manage their details from the account page.',
  'The club thanks everyone who made the day possible, on and off the pitch.',
  'More details will follow in the coming days as plans are confirmed.',
  'Follow the club on social media for the latest updates throughout the week.',
];

// Second categories a title earns from its words, so filters see articles in more than one place.
const EXTRA_CATEGORY_RULES: Array<[RegExp, string]> = [
  [/tickets|membership|streaming|shop/i, 'Club'],
  [/lionesses/i, 'Lionesses'],
  [/b-team|under-18s|academy/i, 'Academy'],
];

const ARABIC_ARTICLES: Array<{ slug: string; title: string; summary: string }> = [
  {
    slug: 'ar-first-team-thrilling-win',
    title: 'الفريق الأول يفوز في مباراة مثيرة',
    summary: 'ردود فعل المدرب واللاعبين بعد فوز مثير على أرض الملعب.',
  },
  {
    slug: 'ar-lionesses-reach-cup-final',
    title: 'اللبؤات يتأهلن إلى نهائي الكأس',
    summary: 'فريق السيدات يحجز مقعده في النهائي بعد ركلات الترجيح.',
  },
  {
    slug: 'ar-head-coach-weekend-preview',
    title: 'المدرب يتحدث قبل مباراة نهاية الأسبوع',
    summary: 'كل ما تحتاج معرفته قبل المباراة القادمة وأخبار الفريق.',
  },
  {
    slug: 'ar-captain-new-contract',
    title: 'تجديد عقد القائد لموسم إضافي',
    summary: 'القائد يوقع عقداً جديداً ويعبر عن سعادته بالبقاء مع النادي.',
  },
  {
    slug: 'ar-academy-graduation',
    title: 'أكاديمية النادي تحتفل بتخريج دفعة جديدة',
    summary: 'لاعبو الأكاديمية الشباب يوقعون أول عقودهم الاحترافية.',
  },
  {
    slug: 'ar-new-club-shop',
    title: 'افتتاح متجر النادي الجديد في الملعب',
    summary: 'المتجر الجديد يفتح أبوابه للمشجعين مع تشكيلة القمصان الجديدة.',
  },
  {
    slug: 'ar-tickets-on-sale',
    title: 'تذاكر المباراة القادمة متاحة الآن للأعضاء',
    summary: 'الأعضاء يحصلون على أولوية الحجز قبل البيع العام.',
  },
  {
    slug: 'ar-under-18s-winning-run',
    title: 'فريق تحت 18 عاماً يواصل سلسلة الانتصارات',
    summary: 'فريق الشباب يحافظ على سجله خالياً من الهزائم.',
  },
  {
    slug: 'ar-streaming-service-launch',
    title: 'النادي يطلق خدمة البث المباشر الجديدة',
    summary: 'شاهد المباريات واستمع إلى التعليق الصوتي المباشر عبر الخدمة الجديدة.',
  },
  {
    slug: 'ar-community-free-meals',
    title: 'مؤسسة النادي الخيرية توزع وجبات مجانية',
    summary: 'المؤسسة الخيرية تواصل دعم العائلات في المنطقة المحلية.',
  },
];

const ARABIC_HEADINGS = ['التفاصيل', 'ماذا قال المدرب', 'الخطوة التالية'];
const ARABIC_PARAGRAPHS = [
  'يمكن للمشجعين متابعة القصة كاملة مع الصور والفيديو عبر القنوات الرسمية للنادي.',
  'يحصل الأعضاء على أولوية شراء التذاكر ويمكنهم إدارة بياناتهم من صفحة الحساب.',
  'يشكر النادي كل من ساهم في إنجاح هذا اليوم داخل الملعب وخارجه.',
  'سيتم الإعلان عن مزيد من التفاصيل خلال الأيام القادمة.',
];
const ARABIC_FACTS = [
  'تنطلق المباريات على أرض الملعب في الساعة الثالثة عصراً ما لم يُذكر غير ذلك.',
  'يتوفر التعليق الصوتي المباشر للأعضاء عبر خدمة البث.',
  'تُنشر أبرز اللقطات على موقع النادي مساء يوم المباراة.',
];

/** The one article whose body is hostile HTML, as an old CMS import left it (the site must sanitise). */
export const LEGACY_HOSTILE_SLUG = 'from-the-archive-the-1998-promotion-season-remembered';

// Imported from the previous website: fixed dates years back, so legacy addresses such as
// /news/2021/05/14/{slug} have something to find. Only the first carries hostile markup.
const LEGACY_ARTICLES: Array<Omit<NewsArticleSeed, 'imageKey' | 'language' | 'slug'>> = [
  {
    title: 'From the archive: the 1998 promotion season remembered',
    summary: 'Supporters share their memories of the season the club went up, imported from our old website.',
    bodyHtml: [
      '<p>This article was imported from the club’s previous website and is shown as it was published.</p>',
      '<p><img src="/legacy-uploads/1998-squad.jpg" alt="The 1998 squad" onerror="alert(\'legacy-import\')"></p>',
      "<script>document.cookie = 'legacy_tracker=1'; alert('legacy-import');</script>",
      '<h2>A season to remember</h2>',
      '<p>Twenty-three wins, a club record away following and a last-day celebration that nobody who was there will forget.</p>',
      '<p>Read the <a href="javascript:alert(\'legacy-import\')">full season review</a> from the old match programme.</p>',
    ].join(''),
    publishedAt: new Date('2021-05-14T11:30:00Z'),
    categories: ['Club'],
  },
  {
    title: 'Club history: how the supporters club began',
    summary: 'Imported from our old website: the story of the first supporters club, founded by twelve fans.',
    bodyHtml: [
      '<p>This article was imported from the club’s previous website.</p>',
      '<h2>Twelve fans and a notebook</h2>',
      '<p>The first supporters club met in a room above the old ticket office. Its minutes still survive.</p>',
      '<ul><li>Founded by twelve supporters</li><li>Ran the first away coaches</li><li>Raised money for the new stand</li></ul>',
      '<p>More on the club’s past on the <a href="/the-club/history">history page</a>.</p>',
    ].join(''),
    publishedAt: new Date('2022-09-03T09:00:00Z'),
    categories: ['Club'],
  },
  {
    title: 'Archive: the Lionesses play at the main stadium for the first time',
    summary: 'Imported from our old website: the day the Lionesses first played in front of the main stand.',
    bodyHtml: [
      '<p>This article was imported from the club’s previous website.</p>',
      '<h2>A landmark day</h2>',
      '<p>More than four thousand supporters watched the Lionesses win on their first appearance at the stadium.</p>',
      '<blockquote><p>We had dreamed of this for years.</p></blockquote>',
      '<p>Follow the Lionesses on the <a href="/teams/lionesses">team page</a>.</p>',
    ].join(''),
    publishedAt: new Date('2023-03-21T18:45:00Z'),
    categories: ['Lionesses', 'Club'],
  },
  {
    title: 'Archive: the academy moves to its new training centre',
    summary: 'Imported from our old website: the academy opened its new home with eight pitches.',
    bodyHtml: [
      '<p>This article was imported from the club’s previous website.</p>',
      '<h2>A new home</h2>',
      '<p>The centre has eight pitches, a sports science building and classrooms for scholars.</p>',
      '<p>Read the <a href="/academy/history">academy’s history</a>.</p>',
    ].join(''),
    // 00:15 on 1 July in London (BST) but still 30 June in UTC: legacy dates are London dates.
    publishedAt: new Date('2024-06-30T23:15:00Z'),
    categories: ['Academy'],
  },
];

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A body with headings, paragraphs and sometimes a quote, a list and a link, as the CMS stores it. */
function englishBody(prng: Prng, category: EnglishCategory, summary: string): string {
  const kit = BODY_KITS[category];
  const parts = [`<p><strong>${escapeHtml(summary)}</strong></p>`];
  parts.push(`<h2>${escapeHtml(prng.pick(kit.headings))}</h2>`);
  parts.push(`<p>${escapeHtml(prng.pick(BODY_PARAGRAPHS))}</p>`);
  if (prng.next() < 0.6) {
    const [quote, speaker] = prng.pick(kit.quotes);
    parts.push(`<blockquote><p>“${escapeHtml(quote)}”</p><cite>${escapeHtml(speaker)}</cite></blockquote>`);
  }
  parts.push(`<p>${escapeHtml(prng.pick(BODY_PARAGRAPHS))}</p>`);
  if (prng.next() < 0.5) {
    const facts = prng.shuffle(kit.facts).slice(0, 3);
    parts.push(`<h3>Key facts</h3><ul>${facts.map((fact) => `<li>${fact}</li>`).join('')}</ul>`);
  }
  parts.push(`<p>${prng.pick(kit.closings)}</p>`);
  return parts.join('');
}

function arabicBody(prng: Prng, summary: string): string {
  const facts = prng.shuffle(ARABIC_FACTS).slice(0, 2);
  return [
    `<p><strong>${escapeHtml(summary)}</strong></p>`,
    `<h2>${prng.pick(ARABIC_HEADINGS)}</h2>`,
    `<p>${prng.pick(ARABIC_PARAGRAPHS)}</p>`,
    `<ul>${facts.map((fact) => `<li>${fact}</li>`).join('')}</ul>`,
    `<p>${prng.pick(ARABIC_PARAGRAPHS)} <a href="/category/arabic">المزيد من الأخبار</a></p>`,
  ].join('');
}

export function buildNewsArticles(base: Date = SEED_BASE_DATE): NewsArticleSeed[] {
  const prng = createPrng(20261101);
  const drafts: Omit<NewsArticleSeed, 'publishedAt'>[] = [];
  const slugs = new Set<string>();

  for (const category of NEWS_CATEGORIES) {
    for (const title of TITLES[category]) {
      let slug = slugify(title);
      // Titles are unique today; the suffix keeps a future duplicate from breaking the primary key.
      for (let n = 2; slugs.has(slug); n++) slug = `${slugify(title)}-${n}`;
      slugs.add(slug);
      const summary = prng.pick(SUMMARIES[category]);
      const extra = EXTRA_CATEGORY_RULES.filter(([rule, name]) => name !== category && rule.test(title)).map(
        ([, name]) => name,
      );
      drafts.push({
        slug,
        title,
        summary,
        bodyHtml: englishBody(prng, category, summary),
        categories: [category, ...new Set(extra)],
        imageKey: `news/${slug}.jpg`,
        language: 'en',
      });
    }
  }
  for (const article of ARABIC_ARTICLES) {
    drafts.push({
      ...article,
      bodyHtml: arabicBody(prng, article.summary),
      categories: [ARABIC_CATEGORY],
      imageKey: `news/${article.slug}.jpg`,
      language: 'ar',
    });
  }

  // Shuffled so categories interleave over time, then roughly one article every two days.
  const recent = prng.shuffle(drafts).map((draft, index) => ({
    ...draft,
    publishedAt: new Date(base.getTime() - index * 2 * DAY_MS - prng.int(1, 18) * HOUR_MS),
  }));
  const legacy = LEGACY_ARTICLES.map((article) => {
    const slug = slugify(article.title);
    return { ...article, slug, imageKey: `news/${slug}.jpg`, language: 'en' as const };
  });
  return [...recent, ...legacy];
}
