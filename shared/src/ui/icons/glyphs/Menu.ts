/** The Menu icon's outline (24 px grid). */
export default 'M3 6h18M3 12h18M3 18h18';
