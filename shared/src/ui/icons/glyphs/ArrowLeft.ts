/** The ArrowLeft icon's outline (24 px grid). */
export default 'M19 12H5M12 5l-7 7 7 7';
