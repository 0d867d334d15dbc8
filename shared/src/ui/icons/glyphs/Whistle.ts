/** The Whistle icon's outline (24 px grid). */
export default 'M3 12a5 5 0 1 0 10 0h8V8H8a5 5 0 0 0-5 4zM14 8V5';
