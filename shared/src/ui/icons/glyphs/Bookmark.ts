/** The Bookmark icon's outline (24 px grid). */
export default 'M6 3h12v18l-6-4-6 4z';
