/** The Clock icon's outline (24 px grid). */
export default 'M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18zM12 7v5l3 3';
