/** The ChevronUp icon's outline (24 px grid). */
export default 'M6 15l6-6 6 6';
