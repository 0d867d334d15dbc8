/** The Lock icon's outline (24 px grid). */
export default 'M5 11h14v10H5zM8 11V7a4 4 0 0 1 8 0v4';
