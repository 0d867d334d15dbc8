/** The External icon's outline (24 px grid). */
export default 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6';
