/** The Padlock icon's outline (24 px grid). */
export default 'M6 11h12v10H6zM9 11V8a3 3 0 0 1 6 0v3M12 15v2';
