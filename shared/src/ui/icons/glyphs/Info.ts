/** The Info icon's outline (24 px grid). */
export default 'M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18zM12 11v6M12 7v1';
