/** The Bell icon's outline (24 px grid). */
export default 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20h4';
