/** The Exit icon's outline (24 px grid). */
export default 'M10 4H4v16h6M14 8l4 4-4 4M8 12h10';
