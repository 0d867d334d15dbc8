/** The Upload icon's outline (24 px grid). */
export default 'M12 20V8M6 14l6-6 6 6M4 4h16';
