import fs from "node:fs";
import path from "node:path";
import {
  answerLines,
  checkAnswer,
  checkAnswers,
  composeDetails,
  QUESTION_FORMATS,
  questionsOf,
  type QuoteQuestion,
} from "../../supabase/functions/_shared/contract/quote-questions";
import {
  decodeQuoteAnswers,
  encodeQuoteAnswers,
  visitorText,
} from "../../supabase/functions/_shared/contract/quote-answers";
import { FULL_QUOTE_TYPES } from "../../supabase/functions/_shared/contract/options";
import { todayInSaoPaulo } from "../../supabase/functions/_shared/contract/calendar";
import {
  answerFieldName,
  fullQuoteBody,
  headersBeside,
  type FullQuoteValues,
} from "../../supabase/functions/_shared/contract/form-bodies";
import { quotePath } from "../../supabase/functions/_shared/contract/routes";
import { questionInputProps } from "../../src/quote/question-inputs";
import { quoteQuestionProblems } from "../../src/content/quote-question-rules";
import { readSchema } from "../../src/content/content-schemas";
import { FULL_QUOTE_BODY_KEYS, QUOTE_QUESTIONS } from "../../test-kit/lead-fixtures";
import { ROOT } from "../../test-kit/paths";

const TODAY = "2026-11-25";
const question = (format: string, extra: Partial<QuoteQuestion> = {}): QuoteQuestion => ({
  id: "q",
  label: "Pergunta",
  format,
  ...extra,
});
const check = (format: string, typed: string, extra: Partial<QuoteQuestion> = {}) =>
  checkAnswer(question(format, extra), typed, { today: TODAY });
const written = (format: string, typed: string, extra?: Partial<QuoteQuestion>) => {
  const result = check(format, typed, extra);
  if (!result.ok) throw new Error(`refused ${typed}: ${result.message}`);
  return result.value;
};
const refusal = (format: string, typed: string, extra?: Partial<QuoteQuestion>) => {
  const result = check(format, typed, extra);
  if (result.ok) throw new Error(`accepted ${typed} as ${result.value}`);
  return result.message;
};

describe("each kind of answer is checked and written the way staff read it", () => {
  it("CEP: 8 digits, with or without the hyphen", () => {
    expect(written("cep", "01310100")).toBe("01310-100");
    expect(written("cep", " 01310-100 ")).toBe("01310-100");
    expect(written("cep", "01.310-100")).toBe("01310-100");
    for (const bad of ["0131010", "013101000", "01310-10a", "00000-000", "1310-100"])
      expect(refusal("cep", bad)).toBe("Informe o CEP com 8 números, como 01310-100.");
  });

  it("CNPJ: 14 characters whose check digits hold (the one rule of cnpj.ts)", () => {
    expect(written("cnpj", "11222333000181")).toBe("11.222.333/0001-81");
    // The alphanumeric CNPJ issued from July 2026, typed in lower case.
    expect(written("cnpj", "12.abc.345/01de-35")).toBe("12.ABC.345/01DE-35");
    expect(refusal("cnpj", "11.222.333/0001-82")).toMatch(/dígitos verificadores/);
    expect(refusal("cnpj", "11111111111111")).toMatch(/dígitos verificadores/);
    expect(refusal("cnpj", "1122233300018")).toMatch(/14 caracteres/);
  });

  it("plate: the old format and Mercosul's, in capitals", () => {
    expect(written("placa", "abc1234")).toBe("ABC-1234");
    expect(written("placa", "ABC-1234")).toBe("ABC-1234");
    expect(written("placa", "abc1d23")).toBe("ABC1D23");
    for (const bad of ["AB1234", "ABC12345", "1BC1D23", "ABC1DD3", "ABCD123"])
      expect(refusal("placa", bad)).toMatch(/ABC-1234 ou no padrão Mercosul, ABC1D23/);
  });

  it("model year: from the oldest allowed to next year", () => {
    expect(written("ano", "2027")).toBe("2027");
    expect(written("ano", "1950")).toBe("1950");
    expect(refusal("ano", "2028")).toBe("Informe um ano entre 1950 e 2027.");
    expect(refusal("ano", "1990", { min: 2000 })).toBe("Informe um ano entre 2000 e 2027.");
    expect(refusal("ano", "20a7")).toMatch(/Informe um ano/);
  });

  it("birth date: a real date, an age within the limits on the day of the quote", () => {
    expect(written("data-nascimento", "1985-03-15")).toBe("15/03/1985");
    expect(written("data-nascimento", "15/03/1985")).toBe("15/03/1985");
    // 18 years old today, not 17 years and 364 days.
    expect(written("data-nascimento", "2008-11-25")).toBe("25/11/2008");
    expect(refusal("data-nascimento", "2008-11-26")).toBe("A idade nessa data deve ser de 18 a 100 anos.");
    expect(refusal("data-nascimento", "1920-01-01", { max: 80 })).toBe("A idade nessa data deve ser de 18 a 80 anos.");
    for (const bad of ["1985-02-30", "31/04/1990", "1985-3-15", "ontem"])
      expect(refusal("data-nascimento", bad)).toMatch(/data válida/);
  });

  it("future date: from today on, within the limit, after the question it names", () => {
    expect(written("data-futura", TODAY)).toBe("25/11/2026");
    expect(refusal("data-futura", "2026-11-24")).toBe("Informe uma data a partir de 25/11/2026.");
    expect(refusal("data-futura", "2028-11-25")).toBe("Informe uma data até 24/11/2028.");
    const volta = question("data-futura", { after: "ida" });
    const context = { today: TODAY, answers: { ida: "10/12/2026" }, labels: { ida: "Data de ida" } };
    expect(checkAnswer(volta, "2026-12-20", context)).toEqual({ ok: true, value: "20/12/2026" });
    expect(checkAnswer(volta, "2026-12-09", context)).toEqual({
      ok: false,
      message: 'Deve ser igual ou depois de "Data de ida" (10/12/2026).',
    });
  });

  it("current policy's end date: the renewal reminder's window, tomorrow to 13 months ahead", () => {
    expect(written("data-vencimento", "2026-11-26")).toBe("26/11/2026");
    expect(written("data-vencimento", "25/12/2027")).toBe("25/12/2027");
    expect(refusal("data-vencimento", TODAY)).toBe("Informe uma data a partir de 26/11/2026.");
    expect(refusal("data-vencimento", "2027-12-26")).toBe("Informe uma data até 25/12/2027.");
    expect(refusal("data-vencimento", "31/02/2027")).toBe("Informe uma data válida, como 15/03/2027.");
    // Its window is the contract's: a maintainer's min or max is refused before the build (below).
    expect(
      quoteQuestionProblems({ products: { veiculo: { questions: [question("data-vencimento", { max: 30 })] } } }),
    ).toEqual([
      { path: ["products", "veiculo", "questions", 0, "max"], reason: "não se aplica ao tipo data-vencimento" },
    ]);
  });

  it("amount in reais: as Brazilians type it, within the limits", () => {
    expect(written("valor", "150000")).toBe("R$ 150.000,00");
    expect(written("valor", "150.000")).toBe("R$ 150.000,00");
    expect(written("valor", "R$ 2.000,50")).toBe("R$ 2.000,50");
    expect(written("valor", "1.234.567,8")).toBe("R$ 1.234.567,80");
    for (const bad of ["abc", "1.2345", "12,345", "-100", "1e6"])
      expect(refusal("valor", bad)).toBe("Informe um valor em reais, como 150.000,00.");
    expect(refusal("valor", "500", { min: 1000, max: 5000 })).toBe("Informe um valor de R$ 1.000,00 a R$ 5.000,00.");
  });

  it("whole number: within the limits, larger than the question it names", () => {
    expect(written("numero", "3", { min: 1, max: 30 })).toBe("3");
    expect(written("numero", "1.500")).toBe("1500");
    expect(refusal("numero", "2,5")).toBe("Informe um número inteiro, só com algarismos.");
    expect(refusal("numero", "31", { min: 1, max: 30 })).toBe("Informe um número de 1 a 30.");
    const retirement = question("numero", { after: "idade" });
    const context = { today: TODAY, answers: { idade: "40" }, labels: { idade: "Sua idade" } };
    expect(checkAnswer(retirement, "40", context)).toEqual({
      ok: false,
      message: 'Deve ser maior que "Sua idade" (40).',
    });
    expect(checkAnswer(retirement, "65", context)).toEqual({ ok: true, value: "65" });
  });

  it("states and ages: lists, tidied", () => {
    expect(written("ufs", "sp, rj e mg")).toBe("SP, RJ, MG");
    expect(written("ufs", "SP/RJ;SP")).toBe("SP, RJ");
    expect(refusal("ufs", "SP, XX")).toBe(
      'Use as siglas dos estados separadas por vírgula, como SP, RJ, MG ("XX" não é uma sigla).',
    );
    expect(written("idades", "42,39 e 8")).toBe("42, 39, 8");
    expect(refusal("idades", "42, 121")).toBe("Informe as idades separadas por vírgula, como 42, 39, 8.");
    expect(refusal("idades", "1 2 3", { max: 2 })).toBe("Informe no máximo 2 idades.");
  });

  it("choice and text: one of the options (its own spelling), a short line", () => {
    expect(written("escolha", "particular", { options: ["Particular", "Comercial"] })).toBe("Particular");
    expect(refusal("escolha", "Outro", { options: ["Particular", "Comercial"] })).toBe(
      "Escolha uma das opções da lista.",
    );
    expect(written("texto", "  Polo   1.0  TSI ")).toBe("Polo 1.0 TSI");
    expect(refusal("texto", "x".repeat(81))).toBe("Use no máximo 80 caracteres.");
    expect(refusal("texto", "a\u0000b")).toBe("Há caracteres inválidos nesta resposta.");
    expect(refusal("texto", "a\u202eb")).toBe("Há caracteres inválidos nesta resposta.");
  });

  it("a written answer checks again to itself, so the function reads back exactly what the form wrote", () => {
    const samples: Record<string, string> = {
      texto: "Padaria",
      escolha: "",
      cep: "01310100",
      cnpj: "11222333000181",
      placa: "abc1234",
      ano: "2020",
      "data-nascimento": "1980-01-31",
      "data-futura": "2027-01-10",
      "data-vencimento": "2027-01-10",
      valor: "350000",
      numero: "4",
      ufs: "sp rj",
      idades: "40 8",
    };
    for (const format of QUESTION_FORMATS) {
      if (format === "escolha") continue;
      const once = written(format, samples[format]);
      expect([format, written(format, once)]).toEqual([format, once]);
    }
  });

  it("uses São Paulo's calendar date, whatever the machine's zone", () => {
    expect(todayInSaoPaulo(new Date("2026-11-26T02:30:00Z"))).toBe("2026-11-25");
    expect(todayInSaoPaulo(new Date("2026-11-26T03:30:00Z"))).toBe("2026-11-26");
  });
});

/** A well-formed answer to every question of a product, as a visitor would type it. */
function sampleAnswers(product: string): Record<string, string> {
  const samples: Record<string, string> = {
    cep: "04538-133",
    cnpj: "11.222.333/0001-81",
    placa: "BRA2E19",
    ano: "2022",
    "data-nascimento": "1984-07-02",
    "data-vencimento": "2027-03-31",
    valor: "250.000",
    ufs: "SP, MG",
    idades: "41, 38, 9",
    texto: "Resposta curta",
  };
  const answers: Record<string, string> = {};
  for (const item of questionsOf(QUOTE_QUESTIONS, product)) {
    if (item.format === "escolha") answers[item.id] = item.options?.[0] ?? "";
    else if (item.format === "data-futura") answers[item.id] = item.after ? "2027-01-20" : "2027-01-10";
    else if (item.format === "numero") answers[item.id] = String(Math.max(item.min ?? 0, 1) + (item.after ? 30 : 0));
    else answers[item.id] = samples[item.format];
  }
  return answers;
}

describe("the site's questions (data/quote-questions.json)", () => {
  it("cover the nine types of the full quote, as the schema and the service pages name them", () => {
    const products = FULL_QUOTE_TYPES.map(({ value }) => value);
    expect(Object.keys(QUOTE_QUESTIONS.products)).toEqual(products);
    const schema = readSchema("quote-questions.schema.json") as { properties: { products: { required: string[] } } };
    expect(schema.properties.products.required).toEqual(products);
    const definitions = readSchema("definitions.schema.json") as { $defs: { quoteProduct: { enum: string[] } } };
    expect(definitions.$defs.quoteProduct.enum).toEqual(products);
    for (const product of products)
      expect([product, questionsOf(QUOTE_QUESTIONS, product).length > 0]).toEqual([product, true]);
  });

  it("declare the formats this module checks, no more and no fewer", () => {
    const schema = readSchema("quote-questions.schema.json") as {
      $defs: { question: { properties: { format: { enum: string[] } } } };
    };
    expect(schema.$defs.question.properties.format.enum).toEqual([...QUESTION_FORMATS]);
  });

  it("break none of the rules the schema cannot say", () => {
    expect(quoteQuestionProblems(QUOTE_QUESTIONS)).toEqual([]);
  });

  it("ask for no health condition or other sensitive data (LGPD art. 11)", () => {
    const text = JSON.stringify(QUOTE_QUESTIONS).toLocaleLowerCase("pt-BR");
    for (const word of [
      "doença",
      "saúde",
      "religi",
      "raça",
      "cor da pele",
      "sexual",
      "sindica",
      "biométric",
      "genétic",
      "deficiência",
    ])
      expect([word, text.includes(word)]).toEqual([word, false]);
  });

  it.each(FULL_QUOTE_TYPES.map(({ value }) => value))(
    "%s: answers cross the wire by id whole, and the visitor's text reads apart from their lines",
    (product) => {
      const { answers, errors } = checkAnswers(QUOTE_QUESTIONS, product, sampleAnswers(product), TODAY);
      expect(errors).toEqual({});
      expect(Object.keys(answers)).toEqual(questionsOf(QUOTE_QUESTIONS, product).map((item) => item.id));
      const sent = decodeQuoteAnswers(encodeQuoteAnswers(answers));
      expect(checkAnswers(QUOTE_QUESTIONS, product, sent, TODAY)).toEqual({ answers, errors: {} });
      const details = composeDetails(
        answerLines(QUOTE_QUESTIONS, product, answers),
        "Prefiro contato à tarde.\nObrigada!",
      );
      expect(visitorText(answers, details)).toBe("Prefiro contato à tarde.\nObrigada!");
    },
  );
});

describe("the answers' codec: by question id, never by label", () => {
  it("drops a malformed header whole, and checking drops what does not check, never refusing", () => {
    expect(decodeQuoteAnswers(null)).toEqual({});
    expect(decodeQuoteAnswers("placa=ABC1D23&placa=XYZ9876")).toEqual({});
    expect(decodeQuoteAnswers("placa=ABC1D23&__proto__=x")).toEqual({});
    expect(decodeQuoteAnswers(`placa=${"A".repeat(9000)}`)).toEqual({});
    const sent = decodeQuoteAnswers("placa=abc1d23&cepPernoite=123&nada=x&modelo=Gol%20%E2%80%8B1.0");
    expect(sent).toEqual({ placa: "abc1d23", cepPernoite: "123", nada: "x", modelo: "Gol \u200b1.0" });
    expect(checkAnswers(QUOTE_QUESTIONS, "veiculo", sent, TODAY)).toEqual({
      answers: { placa: "ABC1D23", modelo: "Gol 1.0" },
      errors: { cepPernoite: "Informe o CEP com 8 números, como 01310-100." },
    });
  });

  it("applies the form's rules between answers: a breaking answer is dropped, the others kept", () => {
    const trip = decodeQuoteAnswers("ida=10%2F01%2F2027&volta=05%2F01%2F2027&viajantes=2");
    expect(checkAnswers(QUOTE_QUESTIONS, "viagem", trip, TODAY).answers).toEqual({ ida: "10/01/2027", viajantes: "2" });
  });

  it("takes the answers' lines off the visitor's text by their values, in any order, whatever their labels now read", () => {
    const answers = { placa: "ABC1D23", uso: "Particular" };
    expect(visitorText(answers, "Placa: ABC1D23\nUso do veículo: Particular")).toBeNull();
    expect(visitorText(answers, "Finalidade: Particular\nPlaca do carro: ABC1D23\n\nOi\n\nTchau")).toBe("Oi\n\nTchau");
    expect(visitorText(answers, "Placa: abc1d23\nUso do veículo: Particular\n\nOi")).toBe(
      "Placa: abc1d23\nUso do veículo: Particular\n\nOi",
    );
    expect(visitorText(answers, "Placa: ABC1D23\nPlaca: ABC1D23")).toBe("Placa: ABC1D23");
    expect(visitorText(null, "Oi")).toBe("Oi");
  });
});

describe("the full quote's body", () => {
  const values: FullQuoteValues = {
    nome: "Ana",
    cpf: "123",
    email: "ana@example.com",
    telefone: "11 98765-4321",
    tipoSeguro: "veiculo",
    outrosDetalhes: "  Tenho pressa.  ",
    aceiteTermos: true,
    ...(Object.fromEntries([
      [answerFieldName("veiculo", "cepPernoite"), "01310100"],
      [answerFieldName("veiculo", "uso"), "Particular"],
      [answerFieldName("veiculo", "modelo"), ""],
      // Typed before the visitor switched products: hidden, never sent.
      [answerFieldName("vida", "profissao"), "Engenheira"],
    ]) as Record<`${string}.${string}`, string>),
  };

  it("keeps exactly the specification's keys, the chosen product's answers first in additionalDetails", () => {
    const body = fullQuoteBody(values, { questions: QUOTE_QUESTIONS, today: TODAY });
    expect(Object.keys(body)).toEqual(FULL_QUOTE_BODY_KEYS);
    expect(body.additionalDetails).toBe("CEP de pernoite: 01310-100\nUso do veículo: Particular\n\nTenho pressa.");
    expect(JSON.stringify(body)).not.toContain("Engenheira");
    // The same answers by question id, beside the body (contract/quote-answers.ts).
    expect(headersBeside(body)).toEqual({ "x-quote-answers": "cepPernoite=01310-100&uso=Particular" });
  });

  it("sends what the visitor wrote unchanged when no question was answered", () => {
    const body = fullQuoteBody({ ...values, tipoSeguro: "consorcio" }, { questions: QUOTE_QUESTIONS, today: TODAY });
    expect(body.additionalDetails).toBe("  Tenho pressa.  ");
    expect(headersBeside(body)).toEqual({});
  });
});

describe("a service page leads into the quote with its product chosen", () => {
  it("builds the link from the page's product, or the plain path", () => {
    expect(quotePath("veiculo")).toBe("/solicitar-cotacao?produto=veiculo");
    expect(quotePath(null)).toBe("/solicitar-cotacao");
  });

  it("maps every page that sells one of the nine types, and none that does not", () => {
    const dir = path.join(ROOT, "data", "services");
    const products = Object.fromEntries(
      fs
        .readdirSync(dir)
        .map((file) => [
          file.replace(/\.json$/, ""),
          (JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as { quoteProduct?: string }).quoteProduct ?? null,
        ]),
    );
    expect(products).toMatchObject({
      "seguro-auto": "veiculo",
      "seguro-moto": "veiculo",
      residencia: "residencia",
      vida: "vida",
      "seguro-viagem": "viagem",
      consorcio: "consorcio",
    });
    for (const unmapped of [
      "saude",
      "plano-de-saude",
      "titulo-de-capitalizacao",
      "emprestimos-consignados",
      "rastreadores",
    ])
      expect([unmapped, products[unmapped]]).toEqual([unmapped, null]);
  });
});

describe("how each question is typed on a phone", () => {
  it("uses native types, the right keyboard and autofill, no mask", () => {
    expect(questionInputProps(question("cep"), TODAY)).toMatchObject({
      type: "text",
      inputMode: "numeric",
      autoComplete: "postal-code",
    });
    expect(questionInputProps(question("data-nascimento", { min: 18, max: 80 }), TODAY)).toMatchObject({
      type: "date",
      autoComplete: "bday",
      min: "1945-11-26",
      max: "2008-11-25",
    });
    expect(questionInputProps(question("data-futura", { max: 730 }), TODAY)).toMatchObject({
      type: "date",
      min: TODAY,
      max: "2028-11-24",
    });
    expect(questionInputProps(question("data-vencimento"), TODAY)).toMatchObject({
      type: "date",
      min: "2026-11-26",
      max: "2027-12-25",
    });
    expect(questionInputProps(question("valor"), TODAY)).toMatchObject({ inputMode: "decimal" });
    expect(questionInputProps(question("placa"), TODAY)).toMatchObject({
      autoCapitalize: "characters",
      spellCheck: false,
    });
    expect(questionInputProps(question("texto", { max: 120 }), TODAY)).toMatchObject({ type: "text", maxLength: 120 });
  });
});
