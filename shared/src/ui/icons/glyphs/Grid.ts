/** The Grid icon's outline (24 px grid). */
export default 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z';
