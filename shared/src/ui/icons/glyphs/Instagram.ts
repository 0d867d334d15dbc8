/** The Instagram icon's outline (24 px grid). */
export default 'M4 4h16v16H4zM12 8a4 4 0 1 1 0 8 4 4 0 0 1 0-8zM17 7h.01';
