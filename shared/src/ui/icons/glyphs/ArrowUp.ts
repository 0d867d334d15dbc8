/** The ArrowUp icon's outline (24 px grid). */
export default 'M12 19V5M5 12l7-7 7 7';
