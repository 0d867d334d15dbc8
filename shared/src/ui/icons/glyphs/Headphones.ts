/** The Headphones icon's outline (24 px grid). */
export default 'M4 17v-5a8 8 0 0 1 16 0v5M4 15h4v6H4zM16 15h4v6h-4z';
