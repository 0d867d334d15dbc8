import { authorizedRequest } from '@club/shared/api';
import { redeemVoucherResponse } from '@club/shared/contracts';

/**
 * POST {streamline}/vouchers/redeem as the signed-in supporter (issue 19): what the code granted.
 * The code goes as typed: the services normalise it and give every refusal its own words.
 */
export function redeemVoucher(code: string) {
  return authorizedRequest('streamline', '/vouchers/redeem', {
    method: 'POST',
    body: { data: { attributes: { code } } },
    schema: redeemVoucherResponse,
  });
}
