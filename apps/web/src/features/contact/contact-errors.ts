/** spec/000 §8: the server's "contact already exists" is shown as this; other errors show the raw message. */
export const CONTACT_EXISTS_SERVER = 'contact already exists';

export function contactErrorKey(message: string, code?: string): 'contact.exists' | null {
  return code === 'CONTACT_EXISTS' || message.trim().toLowerCase() === CONTACT_EXISTS_SERVER
    ? 'contact.exists'
    : null;
}
