/** The Chat icon's outline (24 px grid). */
export default 'M4 4h16v12H8l-4 4z';
