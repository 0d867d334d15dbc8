/** The ChevronLeft icon's outline (24 px grid). */
export default 'M15 6l-6 6 6 6';
