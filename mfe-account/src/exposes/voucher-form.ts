export { release } from '../app/routes.tsx';
export { VoucherForm as default } from '../features/packages/components/voucher-form.tsx';
