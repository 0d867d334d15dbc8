/** The Alert icon's outline (24 px grid). */
export default 'M12 3l10 18H2zM12 10v4M12 17v1';
