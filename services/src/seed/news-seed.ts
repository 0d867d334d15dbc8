// About sixty news articles over five English categories plus Arabic items, spread over the four
// months before SEED_BASE_DATE. Titles are written out; summaries, bodies, extra categories and
// times come from a seeded generator. Some titles exist for the search tests: three contain the
// phrase "cup final", two contain both words apart, so an exact-phrase search has something to
// tell apart.
import { slugify } from '../lib/slugify.ts';
import { createPrng } from './prng.ts';
import { DAY_MS, HOUR_MS, SEED_BASE_DATE } from './seed-base-date.ts';

export const NEWS_CATEGORIES = ["Men's Team", 'Lionesses', 'Academy', 'Club', 'Community'] as const;
export const ARABIC_CATEGORY = 'arabic';

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

const TITLES: Record<(typeof NEWS_CATEGORIES)[number], string[]> = {
  "Men's Team": [
    "Match report: Men's Team edge past Northbridge in five-goal thriller",
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

// Summaries avoid the words the search tests count ("cup", "final") so only titles decide those.
const SUMMARIES: Record<(typeof NEWS_CATEGORIES)[number], string[]> = {
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

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

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
      const paragraphs = [summary, prng.pick(BODY_PARAGRAPHS), prng.pick(BODY_PARAGRAPHS)];
      drafts.push({
        slug,
        title,
        summary,
        bodyHtml: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join(''),
        categories: [category, ...new Set(extra)],
        imageKey: `news/${slug}.jpg`,
        language: 'en',
      });
    }
  }
  for (const article of ARABIC_ARTICLES) {
    drafts.push({
      ...article,
      bodyHtml: `<p>${escapeHtml(article.summary)}</p>`,
      categories: [ARABIC_CATEGORY],
      imageKey: `news/${article.slug}.jpg`,
      language: 'ar',
    });
  }

  // Shuffled so categories interleave over time, then roughly one article every two days.
  return prng.shuffle(drafts).map((draft, index) => ({
    ...draft,
    publishedAt: new Date(base.getTime() - index * 2 * DAY_MS - prng.int(1, 18) * HOUR_MS),
  }));
}
