/** The Filter icon's outline (24 px grid). */
export default 'M3 5h18l-7 8v6l-4 2v-8z';
