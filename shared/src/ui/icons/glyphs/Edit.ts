/** The Edit icon's outline (24 px grid). */
export default 'M4 20h4L20 8l-4-4L4 16z';
