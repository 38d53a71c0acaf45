/**
 * The characters the self-hosted Inter files contain (scripts/subset-fonts.ts writes them from the
 * full Latin files in src/fonts): what Brazilian Portuguese text on this site uses. About half the
 * bytes of the Latin files, so each fits in the first round trip of a new connection. A browser
 * test checks every built page's text against it; a character outside it would still show, in the
 * fallback font, until it is added here and `npm run fonts` is run.
 */
const LETTERS_AND_DIGITS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const PORTUGUESE_LETTERS = "ÀÁÂÃÇÉÊÍÓÔÕÚÜàáâãçéêíóôõúü";
const PUNCTUATION_AND_SIGNS = " \u00a0.,;:!?()\"'-/%&+@*#$=–—…“”‘’•·°ªº§©";

export const FONT_CHARACTERS = `${LETTERS_AND_DIGITS}${PORTUGUESE_LETTERS}${PUNCTUATION_AND_SIGNS}`;
