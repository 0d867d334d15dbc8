/** The Heart icon's outline (24 px grid). */
export default 'M12 20l-8-8a5 5 0 0 1 8-6 5 5 0 0 1 8 6z';
