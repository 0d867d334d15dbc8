/** The Email icon's outline (24 px grid). */
export default 'M3 5h18v14H3zM3 5l9 8 9-8';
