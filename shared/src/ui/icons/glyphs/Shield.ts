/** The Shield icon's outline (24 px grid). */
export default 'M12 3l8 3v6c0 5-4 8-8 9-4-1-8-4-8-9V6z';
