/** The Close icon's outline (24 px grid). */
export default 'M5 5l14 14M19 5L5 19';
