/** The ArrowDown icon's outline (24 px grid). */
export default 'M12 5v14M5 12l7 7 7-7';
