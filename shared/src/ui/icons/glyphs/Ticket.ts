/** The Ticket icon's outline (24 px grid). */
export default 'M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zM14 7v10';
