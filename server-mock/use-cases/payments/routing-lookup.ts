/** `GET /api/ACHRoutingData`: the bank for a routing number; BankExists false when unknown or failing the checksum. */
import type { components } from '../../../schemas/api/generated/api-types.ts';
import { isRoutingNumberValid } from '../../../schemas/src/rules/routing-number.ts';
import { findBank } from '../../store/payments/bank-directory.ts';

/** Looks the routing number up in the sandbox's bank directory. */
export function lookUpRoutingNumber(routingNumber: string): components['schemas']['BankLookup'] {
  const bank = isRoutingNumberValid(routingNumber) ? findBank(routingNumber) : undefined;
  if (!bank)
    return {
      RoutingNumber: routingNumber,
      BankExists: false,
      Name: null,
      Address: null,
      City: null,
      State: null,
      Zip: null,
    };
  return {
    RoutingNumber: routingNumber,
    BankExists: true,
    Name: bank.name,
    Address: bank.address,
    City: bank.city,
    State: bank.state,
    Zip: bank.zip,
  };
}
