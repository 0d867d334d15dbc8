/** The ArrowRight icon's outline (24 px grid). */
export default 'M5 12h14M12 5l7 7-7 7';
