/** The Account icon's outline (24 px grid). */
export default 'M12 3a4 4 0 1 1 0 8 4 4 0 0 1 0-8zM4 21a8 8 0 0 1 16 0';
