/** The Download icon's outline (24 px grid). */
export default 'M12 4v12M6 10l6 6 6-6M4 20h16';
