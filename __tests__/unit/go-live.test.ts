/**
 * The go-live check (src/content/go-live.ts): the placeholders are known by their values, read as a
 * person reads them, and the example pictures by what they show, so the content as shipped lists
 * each one with file, line, field and the placeholder it matched, a disguised one too, and a real
 * value typed over one removes its mark with no flag to clear.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { isProductionContext } from "../../src/config/deploy-settings";
import { siteOrigin } from "../../src/content/site-url";
import { asSeen, hostsIn, visible } from "../../src/content/as-seen";
import { EXAMPLE_PICTURES, exampleDistance, pictureSeen } from "../../src/content/example-pictures";
import {
  goLiveReport,
  placeholderPicture,
  placeholderPictures,
  placeholderSettings,
  placeholdersInText,
  placeholdersLeft,
  placeholderTexts,
} from "../../src/content/go-live";
import { brokenCopy, DATA, png, realLookingCopy, realLookingLogo, removeCopies } from "../../test-kit/content-fixtures";

afterAll(removeCopies);

const siteText = fs.readFileSync(path.join(DATA, "site.json"), "utf8");
const inSite = (text: string) =>
  placeholdersInText("site.json", text, "data/site.json").map(({ field, reason }) => `${field}: ${reason}`);

describe("placeholder values", () => {
  it("lists the README's placeholders of site.json, each with its line and field", () => {
    const found = placeholdersInText("site.json", siteText, "data/site.json");
    const fields = found.map((item) => item.field);
    for (const field of [
      "name",
      "phone.e164",
      "phone.display",
      "whatsapp.number",
      "email",
      "legal.name",
      "legal.cnpj",
      "legal.susep",
      "legal.address.street",
      "legal.address.postalCode",
      "privacy.dpoName",
      "privacy.dpoEmail",
      "partners[0].name",
      "partners[9].name",
    ]) {
      expect(fields).toContain(field);
    }
    const cnpj = found.find((item) => item.field === "legal.cnpj");
    expect(cnpj).toEqual({
      file: "data/site.json",
      line: siteText.split("\n").findIndex((line) => line.includes('"cnpj"')) + 1,
      field: "legal.cnpj",
      reason: 'CNPJ de exemplo ("11.222.333/0001-81")',
    });
  });

  it("drops a field's mark when the field gets a real value, and keeps the others", () => {
    const real = siteText
      .replace("11.222.333/0001-81", "45.678.912/0001-55")
      .replace('"susep": "202000000"', '"susep": "100234567"');
    const fields = inSite(real).map((line) => line.split(":")[0]);
    expect(fields).not.toContain("legal.cnpj");
    expect(fields).not.toContain("legal.susep");
    expect(fields).toContain("phone.e164");
  });

  it("finds the example brand inside longer texts and a .example address in any file and field, but not the word 'exemplo' or example.com", () => {
    const service = JSON.stringify(
      {
        title: "Seguro",
        paragraphs: [
          "Fale com a Corretora Tranquilidade.",
          "Veja https://www.seguradora.example/auto.",
          "por exemplo, o seguro auto",
          "https://www.example.com/",
        ],
        contact: "sinistro@aurora.example",
      },
      null,
      2,
    );
    const found = placeholdersInText("services/vida.json", service, "data/services/vida.json").map(
      ({ field, reason }) => `${field}: ${reason.split(" (")[0]}`,
    );
    expect(found).toEqual([
      "paragraphs[0]: texto com o nome de exemplo da corretora",
      "paragraphs[1]: endereço .example",
      "contact: endereço .example",
    ]);
  });

  it("reads a value as a person would: a disguised placeholder is found, named with the placeholder it matched", () => {
    const site = JSON.parse(siteText) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- the file's own shape
    site.name = "Corretora\u00a0Tranquilidade";
    site.email = "CONTATO@CorretoraTranquilidade.com.br";
    site.legal.name = "CORRETORA TRANQUILIDADE LTDA.";
    site.partners[0].name = "seguradora aurora";
    site.partners[4].name = "IPE SAUDE";
    site.partners[7].name = "Paulista\u200bVida";
    site.phone.display = "(11) 3000\u20110000";
    site.privacy.dpoEmail = "privacidade@ｃｏｒｒｅｔｏｒａｔｒａｎｑｕｉｌｉｄａｄｅ.com.br";
    site.description = "Atendimento da Соrretora Tranquilidade (С e о cirílicos).";
    site.whatsapp.greeting = "Olá! Quero falar com a Corretora\u2060Tranquilidade.";
    const found = inSite(JSON.stringify(site, null, 2));
    for (const line of [
      'name: nome de exemplo da corretora ("Corretora[U+00A0]Tranquilidade"; dado de exemplo: "Corretora Tranquilidade")',
      'email: e-mail de exemplo ("CONTATO@CorretoraTranquilidade.com.br"; dado de exemplo: "contato@corretoratranquilidade.com.br")',
      'legal.name: razão social de exemplo ("CORRETORA TRANQUILIDADE LTDA."; dado de exemplo: "Corretora Tranquilidade Ltda.")',
      'partners[0].name: seguradora parceira fictícia ("seguradora aurora"; dado de exemplo: "Seguradora Aurora")',
      'partners[4].name: seguradora parceira fictícia ("IPE SAUDE"; dado de exemplo: "Ipê Saúde")',
      'partners[7].name: seguradora parceira fictícia ("Paulista[U+200B]Vida"; dado de exemplo: "Paulista Vida")',
      'phone.display: telefone de exemplo ("(11) 3000‑0000"; dado de exemplo: "(11) 3000-0000")',
      'privacy.dpoEmail: e-mail de exemplo do encarregado de dados (DPO) ("privacidade@ｃｏｒｒｅｔｏｒａｔｒａｎｑｕｉｌｉｄａｄｅ.com.br"; dado de exemplo: "privacidade@corretoratranquilidade.com.br")',
      'description: texto com o nome de exemplo da corretora ("Atendimento da Соrretora Tranquilidade (С e о cirílicos)."; dado de exemplo: "Corretora Tranquilidade")',
      'whatsapp.greeting: texto com o nome de exemplo da corretora ("Olá! Quero falar com a Corretora[U+2060]Tranquilidade."; dado de exemplo: "Corretora Tranquilidade")',
    ])
      expect(found).toContain(line);
  });

  it("follows addresses to the host a browser would open: full-width and ideographic dots, %2E, punycode", () => {
    const found = (value: string) =>
      placeholdersInText("services/vida.json", JSON.stringify({ text: value }), "data/services/vida.json").map(
        ({ reason }) => reason,
      );
    expect(found("Veja https://www.seguradora．example/auto.")).toEqual([
      'endereço .example (domínio reservado, não existe) ("Veja https://www.seguradora．example/auto."; dado de exemplo: "www.seguradora.example")',
    ]);
    expect(found("Escreva para sinistro@aurora。example")[0]).toMatch(/dado de exemplo: "aurora\.example"\)$/);
    expect(found("https://aurora%2Eexample/")[0]).toMatch(/dado de exemplo: "aurora\.example"\)$/);
    expect(found("https://www.ＡＵＲＯＲＡ.EXAMPLE")[0]).toMatch(/dado de exemplo: "www\.aurora\.example"\)$/);
    // corretoratranquilidáde.com.br, as an address bar would show it in punycode
    expect(found("Visite https://www.xn--corretoratranquilidde-s0b.com.br/contato")[0]).toMatch(
      /dado de exemplo: "Corretora Tranquilidade"\)$/,
    );
    // Ordinary words and domains stay ordinary.
    expect(found("Somos uma corretora. Tranquilidade para você, por exemplo em https://www.example.com.br/")).toEqual(
      [],
    );
  });

  it("finds the placeholders of a guide: its front matter and its text, a name broken across two lines included", () => {
    const guide = fs.readFileSync(path.join(DATA, "guias", "franquia-do-seguro-auto.md"), "utf8");
    const text = `${guide.trimEnd()}\n\nFale com a equipe da Corretora\nTranquilidade ou veja [a seguradora](https://www.aurora.example).\n`;
    const lines = text.split("\n");
    const found = placeholdersInText("guias/franquia-do-seguro-auto.md", text, "data/guias/franquia-do-seguro-auto.md");
    expect(found.map(({ line, field }) => `${line}: ${field}`)).toEqual([
      `${lines.findIndex((line) => line.includes("Equipe Corretora")) + 1}: author.name`,
      `${lines.length - 2}: (texto)`,
      `${lines.length - 1}: (texto)`,
    ]);
    expect(found[2].reason).toMatch(/^endereço \.example/);
    expect(placeholderTexts(realLookingCopy())).toEqual([]);
  });

  it("knows the fictitious insurers' numbers by their shape, and not a real-looking number", () => {
    const insurers = (numbers: string[]) =>
      placeholdersInText(
        "insurers.json",
        JSON.stringify({
          insurers: [{ name: "Seguradora X", numbers: numbers.map((number) => ({ label: "24h", number })) }],
        }),
        "data/insurers.json",
      ).map((item) => item.reason);
    expect(insurers(["0800 000 1001", "4004-0101", "3003-0102", "(13) 3000-0106", "(11) 3000-0110"])).toHaveLength(5);
    expect(insurers(["0800 727 2001", "4004-3301", "(11) 3456-2210"])).toEqual([]);
  });

  it("ignores a file that is not JSON (the content check reports it)", () => {
    expect(placeholdersInText("site.json", "{ broken", "data/site.json")).toEqual([]);
  });
});

describe("example pictures, known by what they show", () => {
  const bytesOf = (file: string) => fs.readFileSync(path.join(DATA, file));
  const recognised = async (relative: string, bytes: Buffer) =>
    (await placeholderPicture(relative, bytes, `data/${relative}`))?.reason ?? null;

  it("keeps the fingerprints of the pictures data/ ships: each is its own example", async () => {
    for (const example of EXAMPLE_PICTURES) {
      const seen = await pictureSeen(bytesOf(example.file), example.file.endsWith(".svg"));
      expect([example.file, exampleDistance(seen, example)]).toEqual([example.file, expect.any(Number)]);
      expect(exampleDistance(seen, example)).toBeLessThan(1);
    }
  });

  it("finds each example at its place, with a byte appended, saved again in another format, size, light or crop", async () => {
    for (const { file, what } of EXAMPLE_PICTURES) {
      const bytes = bytesOf(file);
      expect(await recognised(file, bytes)).toBe(what);
      expect(await recognised(file, Buffer.concat([bytes, Buffer.from([0x0a])]))).toBe(what);
    }
    const hero = EXAMPLE_PICTURES[0];
    const photo = bytesOf(hero.file);
    for (const saved of [
      await sharp(photo).jpeg({ quality: 30 }).toBuffer(),
      await sharp(photo).webp({ quality: 50 }).toBuffer(),
      await sharp(photo).resize(480).png().toBuffer(),
      await sharp(photo)
        .withMetadata({ exif: { IFD0: { Copyright: "Corretora Vila Nova" } } })
        .jpeg()
        .toBuffer(),
      await sharp(photo).modulate({ brightness: 1.3 }).toBuffer(),
      await sharp(photo).linear(1.3, -30).toBuffer(),
      await sharp(photo).extract({ left: 60, top: 34, width: 2280, height: 1282 }).toBuffer(),
    ])
      expect(await recognised(hero.file, saved)).toBe(hero.what);
  });

  it("finds an example logo rewritten, drawn with other fonts, recoloured, with other words, or copied under another name", async () => {
    const aurora = bytesOf("images/parceiros/aurora.svg").toString("utf8");
    const rewritten = [
      aurora.replace(/\n/g, "\n\n  ").replace("<title>Seguradora Aurora</title>", "<title>Parceira</title>"),
      aurora.replace(/font-family="[^"]*"/g, 'font-family="DejaVu Serif"'),
      aurora.replace(/font-family="[^"]*"/g, 'font-family="monospace"'),
      `<?xml version="1.0" encoding="UTF-8"?>\n<!-- logo novo -->\n${aurora}`,
      aurora.replace(/#B45309/g, "#1D4ED8"),
      aurora.replace(/>Aurora</, ">Vila Nova<").replace(/>SEGURADORA</, ">SEGUROS<"),
    ];
    for (const svg of rewritten)
      expect(await recognised("images/parceiros/aurora.svg", Buffer.from(svg))).toBe(
        "logotipo de exemplo de seguradora fictícia",
      );
    expect(await recognised("images/parceiros/parceira-a.svg", Buffer.from(aurora))).toBe(
      "logotipo de exemplo de seguradora fictícia: a mesma imagem do exemplo images/parceiros/aurora.svg",
    );
    expect(
      await recognised("images/inicio/fachada.webp", await sharp(bytesOf("images/inicio/hero.jpg")).webp().toBuffer()),
    ).toBe("foto de exemplo (ilustração gerada): a mesma imagem do exemplo images/inicio/hero.jpg");
  });

  it("finds an example logo saved as a picture, whose words were drawn with this machine's fonts", async () => {
    const png = await sharp(bytesOf("images/parceiros/aurora.svg")).png().toBuffer();
    expect(await recognised("images/parceiros/aurora.png", png)).toBe(
      "logotipo de exemplo de seguradora fictícia: a mesma imagem do exemplo images/parceiros/aurora.svg",
    );
  });

  it("passes the brokerage's own pictures: other logos, as SVG or PNG, another photo; and leaves an unsafe SVG to the content check", async () => {
    const aurora = bytesOf("images/parceiros/aurora.svg").toString("utf8");
    const logo = (body: string) =>
      Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80">${body}</svg>`);
    const words = (x: number, y: number, size: number, fill: string, text: string) =>
      `<text x="${x}" y="${y}" font-family="Arial, sans-serif" font-size="${size}" font-weight="700" fill="${fill}">${text}</text>`;
    for (const other of [
      logo(`<rect x="10" y="20" width="40" height="40" fill="#0055A4"/>${words(60, 50, 28, "#0055A4", "Porto")}`),
      logo(words(8, 50, 30, "#E30613", "Bradesco Seguros")),
      logo(`<path d="M14 60 L32 18 L50 60 Z" fill="#DC2626"/>${words(66, 42, 24, "#DC2626", "Mapfre")}`),
      Buffer.from(realLookingLogo(0)),
    ]) {
      expect(await recognised("images/parceiros/aurora.svg", other)).toBeNull();
      expect(await recognised("images/parceiros/aurora.png", await sharp(other).png().toBuffer())).toBeNull();
    }
    expect(
      await recognised(
        "images/inicio/hero.jpg",
        png(64, 36, (x, y) => [x * 4, y * 7, 128]),
      ),
    ).toBeNull();
    expect(
      await recognised(
        "images/parceiros/aurora.svg",
        Buffer.from(aurora.replace("<title>", "<script>alert(1)</script><title>")),
      ),
    ).toBeNull();
    expect(await recognised("images/parceiros/aurora.svg", Buffer.from("not a picture"))).toBeNull();
  });

  it("looks at every picture of data/images, under any name, but not at other files", async () => {
    const copy = brokenCopy({});
    fs.copyFileSync(path.join(copy, "images/parceiros/ipe.svg"), path.join(copy, "images/parceiros/nova.svg"));
    fs.appendFileSync(path.join(copy, "images/parceiros/ipe.svg"), " ");
    const found = await placeholderPictures(copy);
    expect(found.map(({ file }) => file)).toEqual(
      expect.arrayContaining([
        "data/images/parceiros/ipe.svg",
        "data/images/parceiros/nova.svg",
        "data/images/inicio/hero.jpg",
      ]),
    );
    expect(found).toHaveLength(EXAMPLE_PICTURES.length + 1);
  });
});

describe("the whole folder", () => {
  it("lists every placeholder of data/ in pt-BR, guides and pictures included, and none once each is replaced", async () => {
    const left = await placeholdersLeft(DATA);
    const report = goLiveReport(left);
    expect(report).toMatch(
      /^O conteúdo ainda tem \d+ dado\(s\) de exemplo\. Troque cada um pelo dado real antes de publicar:\n/,
    );
    expect(report).toContain("  data/site.json:");
    expect(report).toMatch(
      / {2}data\/insurers\.json:\d+: insurers\[0\]\.numbers\[0\]\.number: telefone 24h fictício \("0800 000 1001"\)/,
    );
    expect(report).toMatch(/ {2}data\/insurers\.json:\d+: insurers\[0\]\.site: endereço \.example/);
    expect(report).toContain("  data/images/inicio/hero.jpg: (arquivo): foto de exemplo (ilustração gerada)");
    expect(report).toContain(
      "  data/images/parceiros/tiete.svg: (arquivo): logotipo de exemplo de seguradora fictícia",
    );
    expect(report).toMatch(
      / {2}data\/guias\/como-acionar-o-seguro-auto\.md:8: author\.name: texto com o nome de exemplo da corretora \("Equipe Corretora Tranquilidade"; dado de exemplo: "Corretora Tranquilidade"\)/,
    );
    const real = realLookingCopy();
    expect(await placeholdersLeft(real)).toEqual([]);
    expect(goLiveReport([])).toBe("Nenhum dado de exemplo: o conteúdo está pronto para publicar.");
  });
});

it("treats only Netlify's production context as the go-live build", () => {
  expect(isProductionContext({ CONTEXT: "production" })).toBe(true);
  for (const CONTEXT of ["deploy-preview", "branch-deploy", "dev", undefined])
    expect(isProductionContext({ CONTEXT, CI: "true", NODE_ENV: "production" })).toBe(false);
});

describe("SITE_URL of a production build", () => {
  const reasonOf = (SITE_URL?: string) =>
    placeholderSettings({ SITE_URL }).map(({ field, reason }) => `${field}: ${reason}`);

  it("counts SITE_URL unset or on the example domain, however written, as a placeholder of the build", () => {
    expect(reasonOf()).toEqual([
      "SITE_URL: não definida: os endereços canônicos, o sitemap e o Open Graph usariam o domínio de exemplo https://www.corretoratranquilidade.com.br",
    ]);
    expect(reasonOf("https://www.corretoratranquilidade.com.br/")).toEqual([
      'SITE_URL: domínio de exemplo ("https://www.corretoratranquilidade.com.br/")',
    ]);
    for (const disguised of [
      "https://WWW.CorretoraTranquilidade.COM.BR",
      "https://www.corretora-tranquilidade.com.br",
      "https://www.xn--corretoratranquilidde-s0b.com.br",
    ])
      expect(reasonOf(disguised)).toEqual([`SITE_URL: domínio de exemplo (${JSON.stringify(disguised)})`]);
  });

  it.each([
    ["https://example.com", "é um domínio de exemplo (example.com)"],
    ["https://www.example.com.br", "é um domínio de exemplo (www.example.com.br)"],
    ["https://corretora.example", "usa .example, um domínio reservado que não existe na internet"],
    ["https://site.test", "usa .test, um domínio reservado que não existe na internet"],
    ["http://localhost:8000", 'deve começar com https:// ("http://localhost:8000")'],
    ["https://localhost:8000", "é a própria máquina (localhost)"],
    ["https://127.0.0.1", "é um endereço IP (127.0.0.1), não o domínio do site"],
    ["https://0x7f.1", "é um endereço IP (127.0.0.1), não o domínio do site"],
    ["https://[::1]", "é um endereço IP ([::1]), não o domínio do site"],
    ["https://203.0.113.7", "é um endereço IP (203.0.113.7), não o domínio do site"],
    ["https://intranet", "não é um domínio público (intranet)"],
    ["not a url", 'não é um endereço ("not a url"): escreva o endereço do site, começando por https://'],
    ["https://www.corretoravilanova.com.br/site", "deve ser só o endereço do site, sem caminho, ? ou #"],
    ["https://www.corretoravilanova.com.br:8443", "não deve indicar uma porta (:8443)"],
    ["https://admin:x@www.corretoravilanova.com.br", "não pode ter nome de usuário nem senha"],
  ])("refuses SITE_URL=%s", (SITE_URL, reason) => {
    const [line] = reasonOf(SITE_URL);
    expect(line.startsWith(`SITE_URL: ${reason}`)).toBe(true);
  });

  it("takes the brokerage's own https address, and resolves the content's links against its origin", () => {
    for (const SITE_URL of [
      "https://www.corretoravilanova.com.br",
      "https://corretoravilanova.com.br/",
      " https://vilanova.seg.br ",
    ])
      expect(reasonOf(SITE_URL)).toEqual([]);
    expect(siteOrigin({ SITE_URL: "https://www.corretoravilanova.com.br/" })).toBe(
      "https://www.corretoravilanova.com.br",
    );
    expect(siteOrigin({ SITE_URL: "http://localhost:8000" })).toBe("https://www.corretoratranquilidade.com.br");
  });
});

describe("a text as seen", () => {
  it("folds compatibility forms, look-alike letters, case, accents, invisible characters, dashes and spaces", () => {
    expect(asSeen(" Ｃorretora\u00a0\u00a0TRANQUILIDADE\u200b ")).toBe("corretora tranquilidade");
    expect(asSeen("Ipê Saúde")).toBe(asSeen("IPE\u2003SAUDE"));
    expect(asSeen("Вandeirantes")).toBe("bandeirantes");
    expect(asSeen("(11) 3000\u20110000")).toBe("(11) 3000-0000");
    expect(asSeen("aurora。example")).toBe("aurora.example");
  });

  it("lists the hosts a text's addresses open, as an address bar shows them", () => {
    expect(
      hostsIn("Veja https://WWW.Aurora．Example/x, //cdn.aurora.example e fale com sinistro@aurora%2Eexample."),
    ).toEqual(["www.aurora.example", "cdn.aurora.example", "aurora.example"]);
    expect(hostsIn("sem endereço")).toEqual([]);
  });

  it("shows what cannot be seen by its code", () => {
    expect(visible("a\u00a0b\u200bc d\te")).toBe("a[U+00A0]b[U+200B]c d[U+0009]e");
  });
});
