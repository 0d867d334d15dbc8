/** The Camera icon's outline (24 px grid). */
export default 'M3 7h4l2-3h6l2 3h4v13H3zM12 10a3 3 0 1 1 0 6 3 3 0 0 1 0-6z';
