/** The X icon's outline (24 px grid). */
export default 'M4 4l16 16M20 4L4 20';
