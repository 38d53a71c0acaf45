/** The contact links the pages write: tel: and mailto: hrefs from data/site.json and data/insurers.json values. */
export const telHref = (e164: string): string => `tel:${e164.replace(/[^\d+]/g, "")}`;
export const mailtoHref = (email: string): string => `mailto:${email}`;

/**
 * A tel: link in E.164 for a Brazilian number as data/insurers.json writes it: "0800 000 1001"
 * (toll-free: the trunk prefix 0 goes, +55 800…), "4004-0101" or "3003-0101" (one number in every
 * capital, dialled with no area code: +55 4004…) and "(11) 3000-0000" (area code and number: +55 11…).
 */
export const brazilianTelHref = (written: string): string =>
  telHref(`+55${written.replace(/\D/g, "").replace(/^0(?=800)/, "")}`);
