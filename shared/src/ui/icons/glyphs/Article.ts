/** The Article icon's outline (24 px grid). */
export default 'M5 3h14v18H5zM8 7h8M8 11h8M8 15h5';
