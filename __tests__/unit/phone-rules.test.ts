/** One phone number: the one data/site.json shows is the one its links dial (src/content/phone-rules.ts). */
import fs from "node:fs";
import path from "node:path";
import { checkContentText } from "../../src/content/load-content";
import { nationalNumber, phoneDisplayOf, phoneNumberProblems } from "../../src/content/phone-rules";
import { DATA } from "../../test-kit/content-fixtures";

const site = JSON.parse(fs.readFileSync(path.join(DATA, "site.json"), "utf8")) as {
  phone: { e164: string; display: string };
};
const withPhone = (phone: { e164: string; display: string }) => ({ ...site, phone });

describe("the phone shown and the phone dialled", () => {
  it("reads a number written for people as its national digits: country code and trunk prefix left out", () => {
    expect(
      [
        "(11) 3000-0000",
        "11 3000-0000",
        "+55 11 3000-0000",
        "+55 (11) 3000-0000",
        "(011) 3000-0000",
        "11.3000.0000",
      ].map(nationalNumber),
    ).toEqual(Array(6).fill("1130000000"));
    expect(nationalNumber("(11) 93000-0000")).toBe("11930000000");
    expect(nationalNumber("0800 000 1001")).toBe("8000001001");
    expect(nationalNumber("+1 212 555 0100")).toBeNull();
    expect(nationalNumber("ligue já")).toBeNull();
  });

  it("writes the display of a dialled number as the site writes numbers", () => {
    expect(phoneDisplayOf("+551130000000")).toBe("(11) 3000-0000");
    expect(phoneDisplayOf("+5511930000000")).toBe("(11) 93000-0000");
    expect(phoneDisplayOf("+558000001001")).toBe("0800 000 1001");
  });

  it("accepts today's content and every way of writing the same number", () => {
    expect(phoneNumberProblems(site)).toEqual([]);
    for (const display of ["(11) 3000-0000", "+55 11 3000-0000", "(011) 3000-0000", "11 3000 0000"])
      expect(phoneNumberProblems(withPhone({ e164: "+551130000000", display }))).toEqual([]);
    expect(phoneNumberProblems(withPhone({ e164: "+5511930000000", display: "(11) 93000-0000" }))).toEqual([]);
    expect(phoneNumberProblems(withPhone({ e164: "+558000001001", display: "0800 000 1001" }))).toEqual([]);
  });

  it("refuses the issue's case, (11) 3000-0001 shown for +551130000000, naming the field and the display to write, in pt-BR", () => {
    const problems = checkContentText(
      "site.json",
      JSON.stringify(withPhone({ e164: "+551130000000", display: "(11) 3000-0001" }), null, 2),
      "data/site.json",
    ).problems;
    expect(problems).toEqual([
      {
        file: "data/site.json",
        line: expect.any(Number),
        field: "phone.display",
        reason:
          '"(11) 3000-0001" não é o mesmo número de phone.e164 (+551130000000): a página mostraria um número e ligaria para outro. Corrija um dos dois; para +551130000000, escreva (11) 3000-0000',
      },
    ]);
  });

  it("refuses another area code, a missing or extra digit, a number of another country and a display with no number", () => {
    for (const display of [
      "(21) 3000-0000",
      "(11) 300-0000",
      "(11) 93000-00000",
      "+1 11 3000-0000",
      "0800 000 0000",
      "Central de atendimento",
    ]) {
      expect({
        display,
        problems: phoneNumberProblems(withPhone({ e164: "+551130000000", display })).map((problem) => problem.path),
      }).toEqual({ display, problems: [["phone", "display"]] });
    }
  });

  it("leaves a missing or malformed number to the schema's own message", () => {
    expect(phoneNumberProblems(withPhone({ e164: "551130000000", display: "(11) 3000-0001" }))).toEqual([]);
    expect(phoneNumberProblems({ ...site, phone: undefined })).toEqual([]);
  });
});
