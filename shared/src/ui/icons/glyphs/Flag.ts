/** The Flag icon's outline (24 px grid). */
export default 'M5 21V4M5 4h12l-2 4 2 4H5';
