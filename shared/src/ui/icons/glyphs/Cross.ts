/** The Cross icon's outline (24 px grid). */
export default 'M6 6l12 12M18 6L6 18';
