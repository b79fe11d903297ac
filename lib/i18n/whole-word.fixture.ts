/**
 * A pattern matched as whole words, in any alphabet's letters and case: `\b` knows ASCII letters only, so
 * « durabilité » would hold « durab » as a word and « écologique » would lose its é.
 */
export const wholeWord = (pattern: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${pattern})(?![\\p{L}\\p{N}])`, 'iu');
