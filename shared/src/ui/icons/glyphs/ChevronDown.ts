/** The ChevronDown icon's outline (24 px grid). */
export default 'M6 9l6 6 6-6';
