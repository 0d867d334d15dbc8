/** The List icon's outline (24 px grid). */
export default 'M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01';
