/** The Kit icon's outline (24 px grid). */
export default 'M8 3l4 2 4-2 5 4-3 3-2-1v12H8V9l-2 1-3-3z';
