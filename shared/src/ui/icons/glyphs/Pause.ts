/** The Pause icon's outline (24 px grid). */
export default 'M7 5h3v14H7zM14 5h3v14h-3z';
