/** The brokerage's legal identity (data/site.json, legal) as the pages write it. */

export interface LegalAddress {
  street: string;
  district: string;
  postalCode: string;
}

/** The street and district: "Avenida Paulista, 1000, conjunto 101 – Bela Vista". */
export const streetLine = (address: LegalAddress): string => `${address.street} – ${address.district}`;

/**
 * The city and CEP: "São Paulo – SP, CEP 01310-100". Shown on a line of its own where the address
 * runs narrow, so the CEP does not break at its hyphen.
 */
export const cityLine = (address: LegalAddress, city: string, state: string): string =>
  `${city} – ${state}, CEP ${address.postalCode}`;

/** The whole address on one line: "Avenida Paulista, 1000, conjunto 101 – Bela Vista, São Paulo – SP, CEP 01310-100". */
export const addressLine = (address: LegalAddress, city: string, state: string): string =>
  `${streetLine(address)}, ${cityLine(address, city, state)}`;

/** "A", "A e B", "A, B e C". */
export const listOfNames = (names: readonly string[]): string =>
  new Intl.ListFormat("pt-BR", { type: "conjunction" }).format(names);
