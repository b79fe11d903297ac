// Checked character by character (no pattern that could backtrack): a hostile string costs time in proportion to its length.

const LOCAL_SYMBOLS = new Set("!#$%&'*+-/=?^_`{|}~");
const ASCII_LETTER_OR_DIGIT = /^[A-Za-z0-9]$/;
const NON_ASCII_LETTER_OR_DIGIT = /^[\p{L}\p{N}\p{M}]$/u;

const isLetterOrDigit = (char: string) =>
  char < '\u0080' ? ASCII_LETTER_OR_DIGIT.test(char) : NON_ASCII_LETTER_OR_DIGIT.test(char);

// Dot-atom text (RFC 5322)
function isLocalPart(local: string): boolean {
  if (local.length < 1 || local.length > 64) return false;
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  for (const char of local) if (char !== '.' && !isLetterOrDigit(char) && !LOCAL_SYMBOLS.has(char)) return false;
  return true;
}

function isLabel(label: string): boolean {
  if (label.length < 1 || label.length > 63) return false;
  if (label.startsWith('-') || label.endsWith('-')) return false;
  for (const char of label) if (char !== '-' && !isLetterOrDigit(char)) return false;
  return true;
}

// A host name with at least one dot; the last label is not all digits, so an IP address is not a domain.
function isDomain(domain: string): boolean {
  if (domain.length > 253) return false;
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every(isLabel)) return false;
  return !/^\d+$/.test(labels[labels.length - 1]!);
}

export function isEmailAddress(value: string): boolean {
  if (value.length > 254) return false;
  const at = value.indexOf('@');
  if (at < 0 || at !== value.lastIndexOf('@')) return false;
  return isLocalPart(value.slice(0, at)) && isDomain(value.slice(at + 1));
}
