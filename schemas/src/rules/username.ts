/**
 * User name characters (spec section 5, Login): letters, digits and _ . ! # $ % & ' * + - / = ? ^ ` | ~ @.
 * The same pattern source is used in `schemas/screens/login.json` (a unit test keeps them equal).
 */

/** Pattern source for a whole user name made of allowed characters (empty allowed: "required" is a separate rule). */
export const USERNAME_PATTERN = "^[A-Za-z0-9_.!#$%&'*+/=?^`|~@-]*$";

const usernameRegExp = new RegExp(USERNAME_PATTERN, 'u');

/** True when every character of `value` is allowed in a user name. */
export function hasOnlyUsernameCharacters(value: string): boolean {
  return usernameRegExp.test(value);
}

/** Spec section 9: maximum user name and password length, by customer credentials. */
export function credentialMaxLength(usesCustomerCredentials: boolean): number {
  return usesCustomerCredentials ? 128 : 12;
}
