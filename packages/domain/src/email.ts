// spec §5 email: text, an at sign, text, a dot, text, no spaces. Deliberately loose — only the
// mailbox proves an address; this catches typos such as a missing '@' or domain.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The value as given: surrounding spaces make it invalid, so trim first (emailSchema does). */
export function isValidEmail(value: string): boolean {
  return EMAIL_SHAPE.test(value);
}
