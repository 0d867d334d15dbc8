/** The Copy icon's outline (24 px grid). */
export default 'M8 8h12v12H8zM4 16V4h12';
