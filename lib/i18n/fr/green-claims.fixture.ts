// Claims French law forbids as written to consumers in France: neutrality by offsetting (Code de
// l’environnement L229-68, décret 2022-539; directive (UE) 2024/825, annex I point 4c), generic environmental
// claims (AGEC art. 13; annex I point 4a), and future performance without a verified plan (art. 6(2)(d)).
// "Durabilité" names a section and stays.
const forbidden: readonly RegExp[] = [
  /neutralité/i,
  /neutres? en carbone/i,
  /climatiquement neutres?/i,
  /compensée?s? à 100 ?%/i,
  /intégralement compensée?s?/i,
  /éco-?responsables?/i,
  /respectueu(?:x|ses?) de l[’']environnement/i,
  /écologiques?/i,
  /chaque année|d[’']ici (?:à )?\d{4}|nous (?:réduirons|atteindrons)/i,
];

/** What in a French text makes a forbidden claim, as written there. */
export const forbiddenClaims = (text: string) => {
  const plain = text.replace(/\s+/g, ' ');
  return forbidden.flatMap((pattern) => pattern.exec(plain)?.[0] ?? []);
};
