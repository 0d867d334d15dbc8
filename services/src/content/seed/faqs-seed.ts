// FAQ groups (spec 001 §3 "FAQ group"): 'General' first, then watching and listening, then
// technical help. Answers are the CMS's HTML.
import { FAQ_GENERAL_GROUP, type FaqGroup } from '@club/shared/contracts';
import { mailto } from './page-draft.ts';
import {
  BLOCKED_HOURS,
  BUY_IN_BROWSER,
  CONNECTION,
  CUP_MATCHES,
  DEVICES_AND_BROWSERS,
  HOW_TO_PAY,
  OVERSEAS,
  REFUNDS,
  REPLAYS,
  UK_DOMESTIC,
  WHEN_DOES_IT_START,
} from './streaming-faqs.ts';

export function buildFaqGroups(): FaqGroup[] {
  return [
    {
      id: 'general',
      title: FAQ_GENERAL_GROUP,
      items: [
        {
          heading: 'What is the difference between a match pass and a subscription?',
          body: '<p>A <strong>match pass</strong> gives you one live match and its replay. A <strong>subscription</strong> gives you every live match, replay and paid video while it lasts, and renews until you cancel it.</p><p>See the <a href="/videos/subscriptions">subscriptions and passes</a> on sale.</p>',
        },
        BUY_IN_BROWSER,
        HOW_TO_PAY,
        REFUNDS,
        {
          heading: 'How do I cancel my subscription?',
          body: '<p>Open the account panel, choose <strong>View Subscriptions</strong> and manage your subscription from the billing page. You keep access until the end of the period you paid for.</p>',
        },
      ],
    },
    {
      id: 'watching-and-listening',
      title: 'Watching and Listening',
      items: [
        WHEN_DOES_IT_START,
        UK_DOMESTIC,
        BLOCKED_HOURS,
        REPLAYS,
        OVERSEAS,
        CUP_MATCHES,
        {
          heading: 'How many devices can I watch on?',
          body: '<p>Your account can stream on a limited number of devices at the same time. If you reach the limit, log out of some browsers and devices and try again.</p>',
        },
      ],
    },
    {
      id: 'technical-help',
      title: 'Technical Help',
      items: [
        CONNECTION,
        DEVICES_AND_BROWSERS,
        {
          heading: 'The stream keeps buffering. What can I do?',
          body: '<ol><li>Close other apps and tabs that use the connection.</li><li>Move closer to your router, or use a cable.</li><li>Refresh the page: the player chooses a quality to suit your connection.</li></ol>',
        },
        {
          heading: 'I still need help',
          body: `<p>Email ${mailto('support')} with your account email, the match and the message the player showed.</p>`,
        },
      ],
    },
  ];
}
