/** The Players icon's outline (24 px grid). */
export default 'M9 4a3 3 0 1 1 0 6 3 3 0 0 1 0-6zM3 20a6 6 0 0 1 12 0M17 6a3 3 0 1 1 0 6M21 20a6 6 0 0 0-4-5.6';
