/** The Tick icon's outline (24 px grid). */
export default 'M4 12l5 5L20 6';
