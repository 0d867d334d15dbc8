/** The Live icon's outline (24 px grid). */
export default 'M12 10a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM7 7a7 7 0 0 0 0 10M17 7a7 7 0 0 1 0 10M4 4a11 11 0 0 0 0 16M20 4a11 11 0 0 1 0 16';
