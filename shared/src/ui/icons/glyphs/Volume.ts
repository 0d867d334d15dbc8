/** The Volume icon's outline (24 px grid). */
export default 'M3 10h4l5-4v12l-5-4H3zM16 9a4 4 0 0 1 0 6';
