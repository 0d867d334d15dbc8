/**
 * What the site reports, once for the shell and every remote: analytics events (page views, the
 * site lock's access) and advert events (spec 000 §7 "Advert analytics"), to the data delivery
 * stream (the `collect` service) as JSON and to the tag manager's data layer (`window.dataLayer`).
 *
 * One consent rule for all of it: nothing is sent or pushed unless analytics consent is on at the
 * moment of sending ($cookiesConsent; spec 000 §4 "Cookie notice": Accept All Cookies starts
 * tracking, and so does the analytics cookie already true at load). A visitor who takes consent
 * back is not tracked from then on, on any remote's page.
 *
 * An entry each app bundles for itself (stateless; the consent it reads is the shared store).
 */
export { ADVERT_TAG_EVENTS, type AdvertSubject, advertEvent, reportAdvertEvent } from './adverts.ts';
export { type DataLayerEntry, forgetDataLayer, sendAnalyticsEvent, trackingAllowed } from './events.ts';
