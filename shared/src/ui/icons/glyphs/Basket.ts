/** The Basket icon's outline (24 px grid). */
export default 'M3 9h18l-2 11H5zM8 9l4-6 4 6';
