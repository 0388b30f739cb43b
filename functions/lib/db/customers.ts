import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { CustomerEntity, EmailGuardEntity } from './entities/accounts';

/**
 * Customer reads shared by the domains that need them (accounts; the delegation of rights, which must look an address
 * up exactly as login and register do; contact; the invitation claim). Writes stay in functions/accounts.
 */

/** A customer id no customer ever has (ULIDs of the epoch are never generated): the read for nobody. */
export const NOBODY = '00000000000000000000000000';

export async function getCustomer(customerId: string) {
  const { Item } = await CustomerEntity.build(GetItemCommand).key({ customerId }).options({ consistent: true }).send();
  return Item;
}

/**
 * The customer that owns an email (any status), in two reads whether it exists or not (the second with the key of
 * nobody), so that a known and an unknown address cost the same requests and time.
 */
export async function findCustomerByEmail(emailLower: string) {
  const { Item } = await EmailGuardEntity.build(GetItemCommand).key({ emailLower }).options({ consistent: true }).send();
  const customer = await getCustomer(Item?.customerId ?? NOBODY);
  return Item ? customer : undefined;
}
