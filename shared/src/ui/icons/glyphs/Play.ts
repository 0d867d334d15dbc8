/** The Play icon's outline (24 px grid). */
export default 'M7 4l13 8-13 8z';
