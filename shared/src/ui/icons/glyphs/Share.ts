/** The Share icon's outline (24 px grid). */
export default 'M18 3a3 3 0 1 1 0 6 3 3 0 0 1 0-6zM6 9a3 3 0 1 1 0 6 3 3 0 0 1 0-6zM18 15a3 3 0 1 1 0 6 3 3 0 0 1 0-6zM8.6 10.7l6.8-3.4M8.6 13.3l6.8 3.4';
