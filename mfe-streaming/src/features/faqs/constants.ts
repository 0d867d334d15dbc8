/** Not spec texts: the FAQ page's loading and failure states. */
export const FAQS_LOAD_ERROR = 'The FAQs could not be loaded.';
export const FAQS_LOADING_LABEL = 'Loading FAQs';

/** Not a spec text: the /videos/faqs heading, feed 3's own name. */
export const FAQS_TITLE = 'FAQs';
