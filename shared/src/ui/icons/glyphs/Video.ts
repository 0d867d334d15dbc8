/** The Video icon's outline (24 px grid). */
export default 'M3 6h13v12H3zM16 10l5-3v10l-5-3';
