/** The Calendar icon's outline (24 px grid). */
export default 'M4 5h16v15H4zM4 10h16M8 3v4M16 3v4';
