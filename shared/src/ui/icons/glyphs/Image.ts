/** The Image icon's outline (24 px grid). */
export default 'M3 5h18v14H3zM3 16l5-5 4 4 3-3 6 6M15 8h.01';
