/** An uploaded SVG is a picture and nothing else: every way of carrying active content is refused with a pt-BR reason and its line. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { svgProblem } from "../../src/content/svg-safety";
import { activeSvgs } from "../../src/postbuild/active-svgs";
import { ACTIVE_SVGS, CLEAN_SVG } from "../../test-kit/svg-fixtures";
import { DATA } from "../../test-kit/content-fixtures";

describe("svgProblem", () => {
  it.each(ACTIVE_SVGS)("refuses %s", (_label, text, reason) => {
    const problem = svgProblem(text);
    expect(problem).toMatch(reason);
    expect(problem).toMatch(/\(linha \d+(, coluna \d+)?\)$/);
  });

  it("takes the partner logos in data/ and a logo with gradients, styles and shapes reused by #id", () => {
    const logos = fs.readdirSync(path.join(DATA, "images", "parceiros")).filter((name) => name.endsWith(".svg"));
    expect(logos.length).toBeGreaterThan(0);
    for (const logo of logos)
      expect([logo, svgProblem(fs.readFileSync(path.join(DATA, "images", "parceiros", logo), "utf8"))]).toEqual([
        logo,
        null,
      ]);
    expect(svgProblem(CLEAN_SVG)).toBeNull();
    expect(
      svgProblem(
        `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n${CLEAN_SVG}`,
      ),
    ).toBeNull();
  });

  it("names the line of the problem and echoes no control character", () => {
    expect(svgProblem('<svg xmlns="http://www.w3.org/2000/svg">\n<rect/>\n<use href="ht\u0001tp://x"/>\n</svg>')).toBe(
      'o SVG só pode apontar para partes de si mesmo (#…); encontrado href="ht?tp://x" (linha 3)',
    );
  });
});

describe("the build's last check", () => {
  it("lists every SVG of the built site that is more than a picture, wherever it came from", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"));
    try {
      fs.mkdirSync(path.join(dir, "static", "0123abcd"), { recursive: true });
      fs.writeFileSync(path.join(dir, "static", "0123abcd", "limpo.svg"), CLEAN_SVG);
      fs.writeFileSync(path.join(dir, "static", "0123abcd", "ativo.svg"), ACTIVE_SVGS[0][1]);
      fs.writeFileSync(path.join(dir, "icone.SVG"), ACTIVE_SVGS[1][1]);
      expect(activeSvgs(dir).sort()).toEqual([
        expect.stringMatching(/^icone\.SVG: o SVG não pode ter atributos de evento como onclick/),
        expect.stringMatching(/^static\/0123abcd\/ativo\.svg: o SVG não pode ter <script>/),
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
