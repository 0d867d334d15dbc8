export { release } from '../app/routes.tsx';
export { VoucherForm as default } from '../features/vouchers/components/voucher-form.tsx';
