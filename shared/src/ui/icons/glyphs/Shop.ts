/** The Shop icon's outline (24 px grid). */
export default 'M5 8h14l-1 12H6zM9 8V6a3 3 0 0 1 6 0v2';
