/** The Location icon's outline (24 px grid). */
export default 'M12 21s-7-6-7-12a7 7 0 0 1 14 0c0 6-7 12-7 12zM12 6a3 3 0 1 1 0 6 3 3 0 0 1 0-6z';
