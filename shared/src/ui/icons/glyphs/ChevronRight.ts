/** The ChevronRight icon's outline (24 px grid). */
export default 'M9 6l6 6-6 6';
