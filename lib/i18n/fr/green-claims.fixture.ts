// Claims French law forbids as written to consumers in France: neutrality by offsetting (Code de
// l’environnement L229-68, décret 2022-539; directive (UE) 2024/825, annex I point 4c), generic environmental
// claims (AGEC art. 13; annex I point 4a), and future performance without a verified plan (art. 6(2)(d)).
// Recycled content is read apart (recycledContent): lawful once its share actually incorporated is given.
// Each is matched as whole words (wholeWord). "Durabilité" names a section and stays.
import { wholeWord as word } from '../whole-word.fixture';

const forbidden: readonly RegExp[] = [
  word('neutralité'),
  word('neutres? en carbone'),
  word('climatiquement neutres?'),
  word('compensée?s? à 100 ?%'),
  word('intégralement compensée?s?'),
  word('éco-?responsables?'),
  word("respectueu(?:x|ses?) de l[’']environnement"),
  word('écologiques?'),
  word('zéro carbone'),
  word('zéro émissions?'),
  word('bas carbone'),
  word('empreinte carbone nulle'),
  word('verte?s?'),
  word('biodégradables?'),
  word('durables?'),
  word("chaque année|d[’']ici (?:à )?\\d{4}|nous (?:réduirons|atteindrons)"),
  // A commitment says a future performance: none without the plan behind it (docs/launch.md, `commitments-plan`).
  word('engagements?|nous nous engageons'),
];

/** What in a French text makes a forbidden claim, as written there. */
export const forbiddenClaims = (text: string) => {
  const plain = text.replace(/\s+/g, ' ');
  return forbidden.flatMap((pattern) => pattern.exec(plain)?.[0] ?? []);
};

/**
 * A word that states recycled content, as written: none in French until the client gives the share actually
 * incorporated (Code de l’environnement L541-9-1, décret 2022-748; docs/launch.md, `recycled-share`).
 */
export const recycledContent = (text: string) => word('recycl\\p{L}*').exec(text)?.[0];
