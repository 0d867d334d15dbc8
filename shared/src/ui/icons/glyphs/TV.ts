/** The TV icon's outline (24 px grid). */
export default 'M3 6h18v12H3zM8 21h8M9 2l3 4 3-4';
