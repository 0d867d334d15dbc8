/** The Facebook icon's outline (24 px grid). */
export default 'M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v6h4v-6h3l1-4h-4V8z';
