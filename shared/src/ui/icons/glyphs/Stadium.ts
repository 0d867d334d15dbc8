/** The Stadium icon's outline (24 px grid). */
export default 'M3 10c0-3 4-5 9-5s9 2 9 5v6c0 3-4 5-9 5s-9-2-9-5zM3 10c0 3 4 5 9 5s9-2 9-5';
