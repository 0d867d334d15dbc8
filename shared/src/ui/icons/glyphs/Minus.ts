/** The Minus icon's outline (24 px grid). */
export default 'M5 12h14';
