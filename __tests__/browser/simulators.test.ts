/**
 * The simulators (issue 40): each service page's HTML already shows its example's result; typed the
 * Brazilian way ("80.000"), the results follow as the visitor types and are announced politely, and
 * a number is written back as Brazilians write it once its field is left; each bad input gets its
 * pt-BR message and nothing shows NaN; a value typed before React arrives is kept; axe finds nothing
 * before or after a simulation; the pension simulator's PGBL saving is the year's tax in the cheaper
 * model, and says why when it is zero; and the consórcio's "Quero uma proposta com estes valores"
 * leads to a quote with its product and questions filled, whose staff mail and CSV show the
 * simulation's line, while a link with numbers out of the simulators' ranges fills nothing with them.
 */
import fs from "node:fs";
import PostalMime from "postal-mime";
import type { Locator, Page } from "playwright-core";
import { formatReais } from "../../src/simulators/numbers";
import { simulatePrevidencia, type PrevidenciaRules } from "../../src/simulators/previdencia";
import { previdenciaRules as registerRules } from "../../src/simulators/register-rules";
import { FULL_QUOTE_BODY_KEYS } from "../../test-kit/lead-fixtures";
import { ROOT } from "../../test-kit/paths";
import { waitForValue } from "../../test-kit/wait";
import {
  axeViolations,
  functionServer,
  holdScripts,
  browserForFile,
  MOBILE,
  openPage,
  siteUrl,
  tick,
  VIEWPORTS,
} from "./support";

const browser = browserForFile();

const SIMULATORS = [
  { route: "/servicos/consorcio", form: "Simulador de consórcio", result: "Parcela mensal", example: "R$ 555,56" },
  {
    route: "/servicos/previdencia",
    form: "Simulador de previdência",
    result: "Saldo no resgate",
    example: "R$ 162.473,44",
  },
  {
    route: "/servicos/vida",
    form: "Simulador de seguro de vida",
    result: "Cobertura sugerida",
    example: "R$ 850.000,00",
  },
] as const;

/** The pension simulator's rules, read from the register by the ids data/simulators.json cites. */
function previdenciaRules(): PrevidenciaRules {
  const read = (file: string) => JSON.parse(fs.readFileSync(`${ROOT}/data/${file}`, "utf8"));
  return registerRules(read("rules.json").rules, read("simulators.json").previdencia.rules);
}

const simulator = (page: Page, name: string) => page.getByRole("form", { name });
/** The figure a result's term names, in the simulator's description list. */
const figure = (form: Locator, term: string) => form.locator(`dt:text-is("${term}") + dd`);

async function expectFigure(form: Locator, term: string, value: string): Promise<void> {
  await form.locator(`dt:text-is("${term}") + dd:text-is("${value}")`).waitFor({ timeout: 15_000 });
}

/** Types a value as a visitor does: select what is there, then key by key. */
async function typeInto(form: Locator, label: string, value: string): Promise<void> {
  const input = form.getByLabel(label, { exact: true });
  await input.click();
  await input.press("ControlOrMeta+a");
  if (value === "") await input.press("Backspace");
  else await input.pressSequentially(value);
}

async function expectNoBrokenNumbers(page: Page): Promise<void> {
  const text = (await page.locator("main").textContent()) ?? "";
  expect(text).not.toMatch(/NaN|Infinity|R\$\s*-/);
}

describe("each simulator's page, as built", () => {
  it.each(SIMULATORS)(
    "$route shows its example's result in the HTML, before any script",
    async ({ route, example, result }) => {
      const html = await (await fetch(siteUrl(route))).text();
      expect(html).toContain(`${result}</dt>`);
      expect(html).toContain(`>${example}</dd>`);
      expect(html).toContain("Simulação ilustrativa, não é proposta");
      expect(html).not.toMatch(/NaN|Infinity/);
    },
  );

  it("/simuladores lists each rule the simulators cite, from the register: its norm, official address and start", async () => {
    const html = await (await fetch(siteUrl("/simuladores"))).text();
    const read = (file: string) => JSON.parse(fs.readFileSync(`${ROOT}/data/${file}`, "utf8"));
    const { consorcio, previdencia } = read("simulators.json");
    const register = read("rules.json").rules as {
      id: string;
      norm: string;
      sourceUrl: string;
      effectiveFrom: string;
    }[];
    const cited = [...Object.values(consorcio.rules), ...Object.values(previdencia.rules)] as string[];
    expect(cited.length).toBeGreaterThan(10);
    const escape = (text: string) => text.replace(/&/g, "&amp;");
    for (const id of cited) {
      const rule = register.find((candidate) => candidate.id === id);
      expect([id, rule?.sourceUrl]).toEqual([id, expect.stringMatching(/^https:\/\//)]);
      const day = rule!.effectiveFrom.split("-").reverse().join("/");
      expect(html).toContain(`href="${escape(rule!.sourceUrl)}"`);
      expect(html).toMatch(
        new RegExp(`>${rule!.norm.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}</a>, em vigor desde (<!-- -->)?${day}`),
      );
    }
  });

  it("/servicos/previdencia's HTML shows the example's PGBL saving and the cheaper model each way", async () => {
    const html = await (await fetch(siteUrl("/servicos/previdencia"))).text();
    // R$ 120.000, R$ 12.000 of deductions, R$ 1.000 a month: simplified without PGBL, complete with it.
    expect(html).toMatch(/Imposto sem o PGBL \(simplificada\)<\/dt><dd[^>]*>R\$ 17\.244,34</);
    expect(html).toMatch(/Imposto com o PGBL \(completa\)<\/dt><dd[^>]*>R\$ 15\.495,34</);
    expect(html).toMatch(/Economia de IR por ano<\/dt><dd[^>]*>R\$ 1\.749,00</);
    // The question of the old simulator is gone: its answer is computed.
    expect(html).not.toContain("Faz a declaração completa");
  });

  it("/servicos/consorcio names the financing rate's source and month, and puts no nominal difference in a headline", async () => {
    const html = await (await fetch(siteUrl("/servicos/consorcio"))).text();
    expect(html).toContain('value="1,97"');
    expect(html).toContain("26,4 % ao ano: juros médios do financiamento de veículos em dezembro de 2025");
    expect(html).toContain("sorteio ou por lance");
    expect(html).not.toMatch(/custa a (menos|mais)/);
  });

  it("/simuladores lists the three, each linking to its simulator", async () => {
    const { context, page, problems } = await openPage(browser(), MOBILE);
    try {
      await page.goto(siteUrl("/simuladores"), { waitUntil: "networkidle" });
      const links = await page
        .locator('section[aria-labelledby="simulators-list"] li a')
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
      expect(links).toEqual([
        "/servicos/consorcio#simulador-consorcio",
        "/servicos/previdencia#simulador-previdencia",
        "/servicos/vida#simulador-vida",
      ]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("typing the issue's examples", () => {
  it("consórcio: R$ 100.000 gives R$ 694,44; then 80.000, 180 months, 23 % and 2 % give R$ 555,56, announced politely", async () => {
    const { context, page, problems } = await openPage(browser(), MOBILE);
    try {
      await page.goto(siteUrl("/servicos/consorcio"), { waitUntil: "networkidle" });
      const form = simulator(page, "Simulador de consórcio");
      await typeInto(form, "Carta de crédito (R$)", "100.000");
      await expectFigure(form, "Parcela mensal", "R$ 694,44");
      await typeInto(form, "Carta de crédito (R$)", "80.000");
      await typeInto(form, "Prazo (meses)", "180");
      await typeInto(form, "Taxa de administração total (%)", "23");
      await typeInto(form, "Fundo de reserva (%)", "2");
      await expectFigure(form, "Parcela mensal", "R$ 555,56");
      // 180 × R$ 555,56, the instalment shown.
      await expectFigure(form, "Total pago", "R$ 100.000,80");
      await expectFigure(form, "Custo total sobre o crédito", "25 %");
      // "1,5" is one and a half per cent: the insurance adds 1,5 % of 80.000 = 1.200 a month.
      await typeInto(form, "Seguro, opcional (% do crédito ao mês)", "1,5");
      expect(await form.getByLabel("Seguro, opcional (% do crédito ao mês)").getAttribute("aria-invalid")).toBe("true");
      await typeInto(form, "Seguro, opcional (% do crédito ao mês)", "0,5");
      await expectFigure(form, "Parcela mensal", "R$ 955,56");
      await typeInto(form, "Seguro, opcional (% do crédito ao mês)", "");
      await expectFigure(form, "Parcela mensal", "R$ 555,56");
      await page
        .locator('[aria-live="polite"]', { hasText: "Parcela do consórcio: R$ 555,56 por mês" })
        .waitFor({ state: "attached" });
      await expectNoBrokenNumbers(page);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("previdência: R$ 1.000 a month for 10 years at 6 % gives R$ 162.473,44; the withdrawal's taxes as the pure module computes them", async () => {
    const { context, page, problems } = await openPage(browser(), MOBILE);
    try {
      await page.goto(siteUrl("/servicos/previdencia"), { waitUntil: "networkidle" });
      const form = simulator(page, "Simulador de previdência");
      await typeInto(form, "Contribuição mensal (R$)", "2.000,00");
      await expectFigure(form, "Saldo no resgate", "R$ 324.946,88");
      await typeInto(form, "Contribuição mensal (R$)", "1.000");
      await typeInto(form, "Anos até o resgate", "10");
      await typeInto(form, "Rentabilidade líquida de taxas (% ao ano)", "6");
      await expectFigure(form, "Saldo no resgate", "R$ 162.473,44");
      await expectFigure(form, "Total contribuído", "R$ 120.000,00");
      // The withdrawal's tax, as the pure module computes it from the register's tables.
      const expected = simulatePrevidencia(
        { contribution: 1000, years: 10, annualReturn: 6, grossIncome: 120000, otherDeductions: 12000 },
        previdenciaRules(),
      );
      await expectFigure(form, "Imposto no PGBL", formatReais(expected.pgbl.tax));
      await expectFigure(form, "Líquido no VGBL", formatReais(expected.vgbl.net));
      await expectFigure(
        form,
        "PGBL mais a economia reinvestida",
        formatReais(expected.pgbl.net + expected.reinvestedSaving),
      );
      await expectNoBrokenNumbers(page);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it.each([
    // The example: simplified 17.244,34 without PGBL, complete 15.495,34 with it.
    ["120.000", "12.000", "1.000", "simplificada", "R$ 17.244,34", "completa", "R$ 15.495,34", "R$ 1.749,00", null],
    // No other deduction: the simplified model's 17.640 beat PGBL's 12.000; it wins both ways.
    [
      "120.000",
      "0",
      "1.000",
      "simplificada",
      "R$ 17.244,34",
      "simplificada",
      "R$ 17.244,34",
      "R$ 0,00",
      "A dedução do PGBL não reduz o seu imposto: ela só vale na declaração completa, e a simplificada continua mais barata para você, porque o desconto simplificado (R$ 17.640,00) já cobre as suas deduções somadas às do PGBL (R$ 12.000,00).",
    ],
    // R$ 80.000 (reduction 783,73), 10.000 of deductions, 1.000 a month capped at 12 % (9.600).
    ["80.000", "10.000", "1.000", "simplificada", "R$ 5.911,61", "completa", "R$ 4.921,61", "R$ 990,00", null],
    // R$ 60.000: the reduction zeroes the simplified model's tax before any PGBL.
    [
      "60.000",
      "0",
      "500",
      "simplificada",
      "R$ 0,00",
      "simplificada",
      "R$ 0,00",
      "R$ 0,00",
      "Seu imposto do ano já é zero sem o PGBL: a dedução dele não tem o que reduzir.",
    ],
  ])(
    "previdência: income %s, deductions %s, %s a month → %s %s without PGBL, %s %s with it, a saving of %s",
    async (income, deductions, contribution, modelWithout, taxWithout, modelWith, taxWith, saving, reason) => {
      const { context, page, problems } = await openPage(browser(), MOBILE);
      try {
        await page.goto(siteUrl("/servicos/previdencia"), { waitUntil: "networkidle" });
        const form = simulator(page, "Simulador de previdência");
        await typeInto(form, "Renda bruta tributável (R$ por ano)", income);
        await typeInto(form, "INSS, dependentes, saúde e educação (R$ por ano)", deductions);
        await typeInto(form, "Contribuição mensal (R$)", contribution);
        await expectFigure(form, "Economia de IR por ano", saving);
        await expectFigure(form, `Imposto sem o PGBL (${modelWithout})`, taxWithout);
        await expectFigure(form, `Imposto com o PGBL (${modelWith})`, taxWith);
        if (reason) await form.getByText(reason, { exact: true }).waitFor();
        else expect(await form.getByText("A dedução do PGBL não reduz").count()).toBe(0);
        await expectNoBrokenNumbers(page);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it("previdência: above R$ 600.000 a year, VGBL's IOF shows and comes out of VGBL's balance", async () => {
    const { context, page, problems } = await openPage(browser(), MOBILE);
    try {
      await page.goto(siteUrl("/servicos/previdencia"), { waitUntil: "networkidle" });
      const form = simulator(page, "Simulador de previdência");
      expect(await figure(form, "IOF do VGBL por ano").count()).toBe(0);
      // 60.000 a month for a year at 0 %: 720.000, 120.000 above the limit → 5 % = 6.000; VGBL holds 714.000.
      await typeInto(form, "Anos até o resgate", "1");
      await typeInto(form, "Rentabilidade líquida de taxas (% ao ano)", "0");
      await typeInto(form, "Contribuição mensal (R$)", "60.000");
      await expectFigure(form, "IOF do VGBL por ano", "R$ 6.000,00");
      await expectFigure(form, "Saldo no VGBL, após o IOF", "R$ 714.000,00");
      await expectFigure(form, "Líquido no VGBL", "R$ 714.000,00");
      await expectFigure(form, "Saldo no resgate", "R$ 720.000,00");
      await expectNoBrokenNumbers(page);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("writes a typed number back as Brazilians write it once the visitor leaves its field", async () => {
    const { context, page, problems } = await openPage(browser(), MOBILE);
    try {
      await page.goto(siteUrl("/servicos/previdencia"), { waitUntil: "networkidle" });
      const form = simulator(page, "Simulador de previdência");
      const contribution = form.getByLabel("Contribuição mensal (R$)", { exact: true });
      await typeInto(form, "Contribuição mensal (R$)", "1500");
      expect(await contribution.inputValue()).toBe("1500");
      await contribution.press("Tab");
      await waitForValue(
        async () => ((await contribution.inputValue()) === "1.500,00" ? true : undefined),
        15_000,
        "the contribution written back",
      );
      const rate = form.getByLabel("Rentabilidade líquida de taxas (% ao ano)", { exact: true });
      await typeInto(form, "Rentabilidade líquida de taxas (% ao ano)", "6.5");
      await rate.press("Tab");
      await waitForValue(async () => ((await rate.inputValue()) === "6,5" ? true : undefined), 15_000, "the rate");
      // What does not read as a number stays as typed, beside its message.
      await typeInto(form, "Contribuição mensal (R$)", "mil");
      await contribution.press("Tab");
      await form.getByText("Digite só o número, como 80.000,00.", { exact: true }).waitFor();
      expect(await contribution.inputValue()).toBe("mil");
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("vida: R$ 5.000, 10 years, R$ 100.000, R$ 200.000 and R$ 50.000 give R$ 850.000,00, never below zero", async () => {
    const { context, page, problems } = await openPage(browser(), MOBILE);
    try {
      await page.goto(siteUrl("/servicos/vida"), { waitUntil: "networkidle" });
      const form = simulator(page, "Simulador de seguro de vida");
      await typeInto(form, "Reservas e seguros que já tem (R$)", "10.000.000");
      await expectFigure(form, "Cobertura sugerida", "R$ 0,00");
      await typeInto(form, "Despesas mensais da família (R$)", "5.000");
      await typeInto(form, "Anos de proteção", "10");
      await typeInto(form, "Dívidas a quitar (R$)", "100.000");
      await typeInto(form, "Educação futura dos filhos (R$)", "200.000");
      await typeInto(form, "Reservas e seguros que já tem (R$)", "50.000");
      await expectFigure(form, "Despesas por 10 anos", "R$ 600.000,00");
      await expectFigure(form, "Cobertura sugerida", "R$ 850.000,00");
      await expectNoBrokenNumbers(page);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("a bad input", () => {
  it.each([
    ["", "Preencha este campo."],
    ["0", "O valor precisa ser maior que zero."],
    ["-80.000", "O valor não pode ser negativo."],
    ["1.000", "Informe de R$ 5.000,00 a R$ 50.000.000,00."],
    ["oitenta mil", "Digite só o número, como 80.000,00."],
  ])("%j gets its pt-BR message at its field, and no result shows NaN", async (typed, message) => {
    const { context, page, problems } = await openPage(browser(), MOBILE);
    try {
      await page.goto(siteUrl("/servicos/consorcio"), { waitUntil: "networkidle" });
      const form = simulator(page, "Simulador de consórcio");
      await typeInto(form, "Carta de crédito (R$)", typed);
      const input = form.getByLabel("Carta de crédito (R$)", { exact: true });
      await form.getByText(message, { exact: true }).waitFor();
      expect(await input.getAttribute("aria-invalid")).toBe("true");
      // The message is the field's description, as a screen reader reads it with the field.
      const describedBy = (await input.getAttribute("aria-describedby")) ?? "";
      expect(
        await page
          .locator(
            describedBy
              .split(" ")
              .map((id) => `[id="${id}"]`)
              .join(","),
          )
          .allTextContents(),
      ).toContain(message);
      expect(await figure(form, "Parcela mensal").textContent()).toBe("—");
      await expectNoBrokenNumbers(page);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it.each([
    ["/servicos/consorcio", "Simulador de consórcio", "Prazo (meses)", "300", "Informe de 6 meses a 240 meses."],
    [
      "/servicos/consorcio",
      "Simulador de consórcio",
      "Taxa de administração total (%)",
      "-1",
      "O valor não pode ser negativo.",
    ],
    [
      "/servicos/previdencia",
      "Simulador de previdência",
      "Anos até o resgate",
      "0",
      "O valor precisa ser maior que zero.",
    ],
    [
      "/servicos/previdencia",
      "Simulador de previdência",
      "Rentabilidade líquida de taxas (% ao ano)",
      "",
      "Preencha este campo.",
    ],
    ["/servicos/vida", "Simulador de seguro de vida", "Anos de proteção", "2,5", "Use um número inteiro de anos."],
    [
      "/servicos/vida",
      "Simulador de seguro de vida",
      "Despesas mensais da família (R$)",
      "0",
      "O valor precisa ser maior que zero.",
    ],
  ])("%s, %s: %j → %j", async (route, name, label, typed, message) => {
    const { context, page, problems } = await openPage(browser(), MOBILE);
    try {
      await page.goto(siteUrl(route), { waitUntil: "networkidle" });
      const form = simulator(page, name);
      await typeInto(form, label, typed);
      await form.getByText(message, { exact: true }).waitFor();
      expect(await form.getByLabel(label, { exact: true }).getAttribute("aria-invalid")).toBe("true");
      await expectNoBrokenNumbers(page);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("before React arrives", () => {
  it.each(SIMULATORS)(
    "$route requests no script until its simulator is touched, then React and no lead chunk",
    async ({ route, form: name }) => {
      const { context, page, problems } = await openPage(browser(), MOBILE);
      try {
        const scripts: string[] = [];
        page.on("request", (request) => {
          if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
        });
        await page.goto(siteUrl(route), { waitUntil: "networkidle" });
        await page.waitForTimeout(500);
        expect(scripts).toEqual([]);
        await simulator(page, name).locator("input").first().focus();
        await page.locator(`form[aria-label="${name}"][data-hydrated]`).waitFor({ state: "attached", timeout: 15_000 });
        expect(scripts.some((script) => /^\/framework-[0-9a-f]+\.js$/.test(script))).toBe(true);
        expect(scripts.filter((script) => /^\/(lead-client|notices)-/.test(script))).toEqual([]);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it("a value typed into the server's HTML is kept and simulated once the island hydrates", async () => {
    const { context, page, problems } = await openPage(browser(), MOBILE);
    try {
      const release = await holdScripts(page);
      await page.goto(siteUrl("/servicos/consorcio"), { waitUntil: "domcontentloaded" });
      const form = simulator(page, "Simulador de consórcio");
      await form.getByLabel("Carta de crédito (R$)", { exact: true }).fill("160.000");
      expect(await figure(form, "Parcela mensal").textContent()).toBe("R$ 555,56");
      release();
      await expectFigure(form, "Parcela mensal", "R$ 1.111,11");
      const credit = form.getByLabel("Carta de crédito (R$)", { exact: true });
      expect(await credit.inputValue()).toBe("160.000");
      // Left once React has it, the amount is written as Brazilians write it.
      await credit.press("Tab");
      await waitForValue(
        async () => ((await credit.inputValue()) === "160.000,00" ? true : undefined),
        15_000,
        "160.000,00",
      );
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("accessibility", () => {
  it.each(VIEWPORTS)(
    "axe finds no violation on the three simulators at %s, before, with an error and after a simulation",
    async (_label, viewport) => {
      const { context, page, problems } = await openPage(browser(), viewport);
      try {
        for (const { route, form: name } of SIMULATORS) {
          await page.goto(siteUrl(route), { waitUntil: "networkidle" });
          expect([route, "before", await axeViolations(page)]).toEqual([route, "before", []]);
          const form = simulator(page, name);
          const first = form.locator("input").first();
          await first.click();
          await first.press("ControlOrMeta+a");
          await first.pressSequentially("0");
          await form.locator('[aria-invalid="true"]').first().waitFor();
          expect([route, "invalid", await axeViolations(page)]).toEqual([route, "invalid", []]);
          await first.press("ControlOrMeta+a");
          await first.pressSequentially("25.000");
          await form.locator('[aria-invalid="true"]').waitFor({ state: "detached" });
          expect([route, "after", await axeViolations(page)]).toEqual([route, "after", []]);
        }
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});

describe("from the consórcio simulation to a proposal", () => {
  it("opens the quote with consórcio chosen and its questions filled; the staff mail and the CSV show the simulation", async () => {
    const { context, page, problems } = await openPage(browser(), MOBILE);
    try {
      await page.goto(siteUrl("/servicos/consorcio"), { waitUntil: "networkidle" });
      const simulation = simulator(page, "Simulador de consórcio");
      await typeInto(simulation, "Carta de crédito (R$)", "90.000");
      await expectFigure(simulation, "Parcela mensal", "R$ 625,00");
      const proposal = simulation.getByRole("link", { name: "Quero uma proposta com estes valores" });
      // Numbers only: the link holds nothing personal.
      expect(await proposal.getAttribute("href")).toBe(
        "/solicitar-cotacao?produto=consorcio&credito=90000&prazo=180&taxa=23&fundo=2&seguro=0",
      );
      await proposal.click();
      await page.waitForURL("**/solicitar-cotacao?produto=consorcio&**");

      const form = page.getByTestId("full-quote-form");
      expect(await form.locator('select[name="tipoSeguro"]').inputValue()).toBe("consorcio");
      await form.locator('fieldset[data-questions="consorcio"]').waitFor({ timeout: 15_000 });
      const line =
        "Simulação de consórcio: crédito R$ 90.000,00 · 180 meses · taxa 23 % · fundo 2 % → parcela R$ 625,00";
      await waitForValue(
        async () => ((await form.locator('[name="outrosDetalhes"]').inputValue()) === line ? true : undefined),
        15_000,
        "the simulation's line",
      );
      expect(await form.locator('[name="consorcio.credito"]').inputValue()).toBe("90.000,00");
      expect(await form.locator('[name="consorcio.prazo"]').inputValue()).toBe("180");
      expect(await form.locator('[name="consorcio.parcela"]').inputValue()).toBe("625,00");

      const name = `Proposta de consórcio ${Date.now()}`;
      await form.locator('[name="nome"]').fill(name);
      await form.locator('[name="cpf"]').fill("123.456.789-00");
      await form.locator('[name="email"]').fill("consorcio@example.com");
      await form.locator('[name="telefone"]').fill("(11) 98765-4321");
      await tick(form.locator('[name="aceiteTermos"]'));
      const posts: Record<string, unknown>[] = [];
      page.on("request", (request) => {
        if (request.method() === "POST" && request.url().includes("/functions/v1/send-form-email"))
          posts.push(request.postDataJSON() as Record<string, unknown>);
      });
      await form.locator('button[type="submit"]').click();

      const lead = await waitForValue(
        async () => (await functionServer.leads()).find((row) => row.name === name),
        15_000,
        "the stored lead",
      );
      expect(posts).toHaveLength(1);
      expect(Object.keys(posts[0])).toEqual(FULL_QUOTE_BODY_KEYS);
      const details = `Valor da carta de crédito: R$ 90.000,00\nPrazo desejado, em meses: 180\nParcela mensal que cabe no orçamento: R$ 625,00\n\n${line}`;
      expect(posts[0]).toMatchObject({
        formType: "full-quote",
        insuranceType: "consorcio",
        additionalDetails: details,
      });

      const mail = await waitForValue(
        async () => {
          for (const file of functionServer.outbox().filter((file) => file.endsWith(".eml"))) {
            const email = await PostalMime.parse(fs.readFileSync(file));
            if ((email.text ?? "").includes(name)) return email;
          }
          return undefined;
        },
        15_000,
        "the staff's mail",
      );
      expect(mail.text).toContain(line);
      expect(mail.html).toContain(line);

      expect(await functionServer.leadsCsv(lead.protocol as string)).toContain(line);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("a quote link whose numbers leave the simulators' ranges", () => {
  it("fills nothing with them: no ∞, NaN or exponent, and a number in range still fills its question", async () => {
    const { context, page, problems } = await openPage(browser(), MOBILE);
    try {
      // The link: R$ 1.000.000.000 a month for 1.000.000.000 years (up to 1.000.000 and 50).
      await page.goto(
        siteUrl("/solicitar-cotacao?produto=previdencia&contribuicao=1000000000&anos=1000000000&rentabilidade=6"),
        { waitUntil: "networkidle" },
      );
      const form = page.getByTestId("full-quote-form");
      await page
        .locator('[data-testid="full-quote-form"][data-hydrated]')
        .waitFor({ state: "attached", timeout: 20_000 });
      await form.locator('fieldset[data-questions="previdencia"]').waitFor({ timeout: 15_000 });
      // The link's answers are set in the hydrating commit's effects, before the form is marked hydrated.
      expect(await form.locator('[name="previdencia.contribuicao"]').inputValue()).toBe("");
      expect(await form.locator('[name="outrosDetalhes"]').inputValue()).toBe("");
      expect((await page.locator("main").textContent()) ?? "").not.toMatch(/∞|NaN|Infinity|\de[+-]?\d/i);

      // 999 months is out of the consórcio's 6 to 240: dropped, while the credit in range fills its answer.
      await page.goto(
        siteUrl("/solicitar-cotacao?produto=consorcio&credito=80000&prazo=999&taxa=23&fundo=2&seguro=0"),
        {
          waitUntil: "networkidle",
        },
      );
      await form.locator('fieldset[data-questions="consorcio"]').waitFor({ timeout: 15_000 });
      await waitForValue(
        async () =>
          (await form.locator('[name="consorcio.credito"]').inputValue()) === "80.000,00" ? true : undefined,
        15_000,
        "the credit from the link",
      );
      expect(await form.locator('[name="consorcio.prazo"]').inputValue()).toBe("");
      expect(await form.locator('[name="consorcio.parcela"]').inputValue()).toBe("");
      expect(await form.locator('[name="outrosDetalhes"]').inputValue()).toBe("");
      expect((await page.locator("main").textContent()) ?? "").not.toMatch(/∞|NaN|Infinity|\de[+-]?\d/i);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
